import type { ColumnType, Generated } from 'kysely'

/**
 * Companies, people, emails and phones, and the live counts; created by migration 0003-contacts.
 * Only the contact-source adapters read and write them.
 */
export interface ContactTables {
  companies: CompaniesTable
  people: PeopleTable
  emails: EmailsTable
  email_finds: EmailFindsTable
  email_bounce_reports: EmailBounceReportsTable
  phones: PhonesTable
  contact_counts: ContactCountsTable
}

export interface CompaniesTable {
  id: string
  name: string
  /** Lower case, without a leading "www."; unique. */
  domain: string
  website: string | null
  /** ISO 3166-1 alpha-2. */
  country: string | null
  logo_url: string | null
  /** The company's page on the social network. */
  url: string | null
  /** A Region value (SPEC §3), when known. */
  region: string | null
  /** An Industry value (SPEC §3), when known. */
  industry: string | null
  employee_count: number | null
  created_at: Generated<Date>
}

export interface PeopleTable {
  /** The normalised ProfileId. */
  profile_id: string
  company_id: string | null
  name: string
  title: string | null
  is_decision_maker: boolean
  seniority: string | null
  created_at: Generated<Date>
}

// bigint identity: the database numbers rows (and so keeps the source's order); int8 may come back as text.
type IdentityId = ColumnType<string | number, never, never>

export interface EmailsTable {
  id: IdentityId
  person_id: string
  address: string
  /** valid, accept_all, unknown or invalid (check constraint). */
  status: string
  checked_at: Date
  /** Why the verifier said so (migration 0010); null for a verdict loaded from a source. */
  reason: ColumnType<string | null, string | null | undefined, string | null>
  /** The mail server that answered the last check, if one did. */
  mx_host: ColumnType<string | null, string | null | undefined, string | null>
  /** 'loaded' (from a source or the demo data) or 'found' (by the finder). */
  source: ColumnType<string, string | undefined, string>
  /** Lower-case part after @, kept by the database. */
  domain: ColumnType<string, never, never>
}

export interface PhonesTable {
  id: IdentityId
  person_id: string
  /** E.164 (check constraint). */
  e164: string
  /** mobile, direct, office, or null when unknown. */
  type: string | null
  whatsapp_valid: boolean
}

/** Kept by triggers, never written by code: rows 'companies' and 'people'. */
export interface ContactCountsTable {
  name: string
  value: ColumnType<string | number, never, never>
}

/** The addresses each user has had found by the finder (migration 0011). */
export interface EmailFindsTable {
  user_id: string
  address: string
  found_at: Date
}

/** Each user's bounce reports, at most one per address (migration 0012). */
export interface EmailBounceReportsTable {
  user_id: string
  address: string
  reported_at: Date
}
