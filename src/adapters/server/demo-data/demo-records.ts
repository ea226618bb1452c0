import { PHONE_TYPES, type PhoneType } from '../../../domain/contacts/phone-type.ts'
import type { EmailVerdict } from '../../../domain/email/email-verdict.ts'
import type { Region } from '../../../domain/onboarding/enumerations.ts'
import type { Industry } from '../../../domain/onboarding/industries.ts'
import type { ProfileId } from '../../../domain/profiles/profile-id.ts'

/** GLOBAL is a target a user selects, not a place; a company always sits in one concrete region. */
export type DemoRegion = Exclude<Region, 'GLOBAL'>

export type DemoCompany = {
  /** Stable across runs and seeds: `demo-` + the base-36 stream index. */
  readonly id: string
  /** Position in the stream; `companyAt(seed, index)` rebuilds this record. */
  readonly index: number
  readonly name: string
  /** Always under the RFC 2606 reserved `.example` TLD, unique within the dataset. */
  readonly domain: string
  /** `https://www.<domain>`. */
  readonly website: string
  /** ISO 3166-1 alpha-2. */
  readonly country: string
  readonly region: DemoRegion
  readonly industry: Industry
  readonly employeeCount: number
  /** Always null: a logo would have to live on some real host, and the demo never points outside. */
  readonly logoUrl: null
  /**
   * SPEC §3 `url`: the company page on the social network, `https://www.linkedin.com/company/<slug>`.
   * Shown as a link, never fetched; the slug carries the dataset-unique suffix, like the domain.
   */
  readonly url: string
}

/** The verdict the demo data stores with an address (email-verdict.ts). */
export type EmailStatus = EmailVerdict

export type DemoEmail = {
  readonly address: string
  readonly status: EmailStatus
  /** ISO 8601 instant, within the 90 days before the dataset's `asOf`. */
  readonly checkedAt: string
}

export { PHONE_TYPES, type PhoneType }

export type DemoPhone = {
  /** E.164, from fictional-use ranges where a country has them (see phone-plans.ts). */
  readonly e164: string
  readonly type: PhoneType
  /** Stored data, as in the product; only a mobile can be true. */
  readonly whatsappValid: boolean
}

export const SENIORITIES = [
  'founder',
  'c_level',
  'vp',
  'director',
  'head',
  'manager',
  'individual_contributor',
] as const
export type Seniority = (typeof SENIORITIES)[number]

// Who can sign or block a purchase: the decision-maker search of the product filters on this.
const DECISION_MAKER_SENIORITIES: ReadonlySet<Seniority> = new Set([
  'founder',
  'c_level',
  'vp',
  'director',
  'head',
])
export const isDecisionMakerSeniority = (seniority: Seniority): boolean =>
  DECISION_MAKER_SENIORITIES.has(seniority)

export type DemoPerson = {
  readonly profileId: ProfileId
  readonly companyId: string
  readonly firstName: string
  readonly lastName: string
  /** In the order the person's culture writes it (Chinese: family name first, e.g. "Wang Fang"). */
  readonly fullName: string
  readonly title: string
  readonly seniority: Seniority
  readonly isDecisionMaker: boolean
  readonly emails: readonly DemoEmail[]
  readonly phones: readonly DemoPhone[]
}

export type DemoCompanyWithPeople = {
  readonly company: DemoCompany
  readonly people: readonly DemoPerson[]
}
