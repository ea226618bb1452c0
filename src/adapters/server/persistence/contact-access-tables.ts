import type { ColumnType } from 'kysely'

/** What users paid to see, and what they searched; migration 0006-contact-access. */
export interface ContactAccessTables {
  revealed_contacts: RevealedContactsTable
  paid_member_pages: PaidMemberPagesTable
  search_log: SearchLogTable
}

export interface RevealedContactsTable {
  user_id: string
  profile_id: string
  emails: boolean
  phones: boolean
  first_revealed_at: Date
  revealed_at: Date
}

export interface PaidMemberPagesTable {
  user_id: string
  company_id: string
  page: number
  paid_at: Date
}

export interface SearchLogTable {
  // bigint identity: the database numbers entries; int8 may come back as text.
  id: ColumnType<string | number, never, never>
  user_id: string
  api_name: string
  request_params: ColumnType<unknown, string, string>
  created_at: Date
}
