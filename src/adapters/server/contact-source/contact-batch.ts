import type { ContactEmail, ContactPhone } from '../../../application/server/ports/contact-source.port.ts'
import type { ProfileId } from '../../../domain/profiles/profile-id.ts'

/** A company to write; the domain is its key (re-imports update the company with that domain). */
export type CompanyInput = {
  /** Kept when the company is new; an existing company keeps its id. Defaults to the domain. */
  readonly id?: string
  readonly name: string
  /** Any form hostnameOf accepts ("www.Acme.example" → "acme.example"). */
  readonly domain: string
  readonly website: string | null
  readonly country: string | null
  readonly logoUrl: string | null
  readonly url: string | null
  readonly region: string | null
  readonly industry: string | null
  readonly employeeCount: number | null
}

/** A person to write; the profile id is the key. Emails and phones replace the person's earlier ones. */
export type PersonInput = {
  readonly profileId: ProfileId
  readonly name: string
  readonly title: string | null
  readonly isDecisionMaker: boolean
  readonly seniority: string | null
  /** The domain of a company in this batch or already stored; null for a person without a company. */
  readonly companyDomain: string | null
  /** Every address the source has, invalid ones too (stored, never shown). */
  readonly emails: readonly ContactEmail[]
  readonly phones: readonly ContactPhone[]
}

export type ContactBatch = {
  readonly companies: readonly CompanyInput[]
  readonly people: readonly PersonInput[]
}

export type WriteSummary = {
  /** Companies and people written (new or updated). */
  readonly companies: number
  readonly people: number
}

/**
 * One item per key, as if the items had been written one after another: later values win, but a null
 * (unknown) never erases a value an earlier item gave, as an upsert with coalesce does in the table.
 */
export const mergeByKey = <T extends object>(items: readonly T[], key: (item: T) => string): T[] => {
  const merged = new Map<string, T>()
  for (const item of items) {
    const earlier = merged.get(key(item))
    const known = Object.entries(item).filter(([, value]) => value !== null && value !== undefined)
    merged.set(key(item), earlier === undefined ? item : { ...earlier, ...Object.fromEntries(known) })
  }
  return [...merged.values()]
}

/** The last of each key wins, as if the rows had been written one after another. */
export const lastByKey = <T>(items: readonly T[], key: (item: T) => string): T[] => [
  ...new Map(items.map((item) => [key(item), item])).values(),
]
