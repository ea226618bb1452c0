/** The Contacts page's rows (kept by triggers) and the users' lists; migration 0014-contacts-workspace. */
export interface ContactsWorkspaceTables {
  contact_rows: ContactRowsTable
  contact_lists: ContactListsTable
  contact_list_members: ContactListMembersTable
  contact_row_totals: ContactRowTotalsTable
}

/** Each user's number of contact_rows, kept by triggers. */
export interface ContactRowTotalsTable {
  user_id: string
  total: string | number
}

/** Written only by the migration's triggers, except `reverify_requested_at`. */
export interface ContactRowsTable {
  user_id: string
  profile_id: string
  name: string
  name_key: string
  title: string | null
  company_name: string | null
  company_key: string
  company_domain: string | null
  email: string | null
  verdict: string | null
  checked_at: Date | null
  phone: string | null
  whatsapp_valid: boolean
  emails_revealed: boolean
  phones_revealed: boolean
  revealed_at: Date
  search: string
  reverify_requested_at: Date | null
}

export interface ContactListsTable {
  id: string
  user_id: string
  name: string
  created_at: Date
}

export interface ContactListMembersTable {
  list_id: string
  user_id: string
  profile_id: string
  added_at: Date
}
