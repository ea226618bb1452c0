import type { CompanyQuery } from '../../../domain/companies/company-query.ts'
import type { PhoneType } from '../../../domain/contacts/phone-type.ts'
import type { EmailVerdict } from '../../../domain/email/email-verdict.ts'
import type { ProfileId } from '../../../domain/profiles/profile-id.ts'
import type { Instant } from '../../../domain/shared/instant.ts'

/** How far an address was verified: the verdict it was stored with (email-verdict.ts). */
export type EmailStatus = EmailVerdict
export type { PhoneType } from '../../../domain/contacts/phone-type.ts'

export type ContactEmail = {
  readonly address: string
  readonly status: EmailStatus
  readonly checkedAt: Instant
}

export type ContactPhone = {
  /** E.164, e.g. +8613800000000. */
  readonly e164: string
  /** null when the source does not know. */
  readonly type: PhoneType | null
  readonly whatsappValid: boolean
}

/** A company as search shows it (SPEC §3 company search result). */
export type CompanyRecord = {
  readonly id: string
  readonly name: string
  readonly domain: string
  readonly website: string | null
  /** ISO 3166-1 alpha-2, or null when unknown. */
  readonly country: string | null
  readonly logoUrl: string | null
  /** The company's page on the social network, or null. */
  readonly url: string | null
}

/** A person with every contact value the source holds; the service decides what the caller may see. */
export type PersonRecord = {
  readonly profileId: ProfileId
  readonly name: string
  readonly title: string | null
  readonly isDecisionMaker: boolean
  readonly company: { readonly id: string; readonly name: string; readonly domain: string } | null
  /**
   * Best first: valid before accept-all before unknown, the most recently checked first within a
   * status; invalid addresses are never returned.
   */
  readonly emails: readonly ContactEmail[]
  /** Mobile first, then direct, office, and numbers of unknown type; ties in the source's order. */
  readonly phones: readonly ContactPhone[]
}

export type MemberGroup = 'decisionMakers' | 'others'

export type MembersSlice = {
  /** All members of the group, not just this slice. */
  readonly total: number
  readonly people: readonly PersonRecord[]
}

export type ContactCounts = { readonly companies: number; readonly contacts: number }

/** A company the source holds people of: what a search box can suggest trying (issue 24). */
export type ExampleCompany = { readonly name: string; readonly domain: string }

/**
 * Where contact data comes from. The embedded adapter reads the service's own tables; another
 * (a data vendor's API) could stand behind the same port.
 */
export interface ContactSource {
  /**
   * At most `limit` companies. A domain query: the company with exactly that domain (case and a leading
   * "www." ignored). A name query: names starting with it (any case), shortest first, then, for three
   * or more characters, similar names (trigram similarity) to fill up; each company once. Blank: none.
   */
  searchCompanies(query: CompanyQuery, limit: number): Promise<readonly CompanyRecord[]>
  /**
   * The company a members request names: by domain when given (not blank), else by exact name in any
   * case (whitespace collapsed); of several companies with that name, the same one every time.
   */
  findCompany(ref: { readonly name?: string; readonly domain?: string }): Promise<CompanyRecord | undefined>
  /** The person behind a profile id, if the source knows them. */
  person(profileId: ProfileId): Promise<PersonRecord | undefined>
  /**
   * Several people at once, each the same record `person` gives; ids the source does not know are
   * absent. A few queries however many ids (a caller still sends a bounded batch).
   */
  people(profileIds: readonly ProfileId[]): Promise<ReadonlyMap<ProfileId, PersonRecord>>
  /**
   * One page (0-based `offset`, `limit` long) of a company's members in one group, ordered by name then
   * profile id (code-point order), so pages never overlap or skip; `total` counts the whole group.
   */
  members(companyId: string, group: MemberGroup, offset: number, limit: number): Promise<MembersSlice>
  /** Live counts for the home page: companies and people, exact as soon as a write commits. */
  counts(): Promise<ContactCounts>
  /**
   * A company with at least one person, the same one while the data is unchanged (the first by id);
   * undefined when the source holds no such company.
   */
  exampleCompany(): Promise<ExampleCompany | undefined>
}
