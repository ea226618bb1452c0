/**
 * The columns of an import file (CSV header names, JSON Lines keys); docs/import.md explains each.
 * One row is one person, with the company they work at.
 */
export const PERSON_COLUMNS = [
  'profile_url',
  'profile_id',
  'name',
  'title',
  'is_decision_maker',
  'seniority',
] as const
export const COMPANY_COLUMNS = [
  'company_name',
  'company_domain',
  'company_website',
  'company_country',
  'company_logo_url',
  'company_url',
  'company_region',
  'company_industry',
  'company_employee_count',
] as const
export const CONTACT_COLUMNS = [
  'emails',
  'email_statuses',
  'email_checked_at',
  'phones',
  'phone_types',
  'whatsapp',
] as const

export const IMPORT_COLUMNS = [...PERSON_COLUMNS, ...COMPANY_COLUMNS, ...CONTACT_COLUMNS] as const
export type ImportColumn = (typeof IMPORT_COLUMNS)[number]

/** Separates the values of a list column in CSV ("a@x.example|b@x.example"); JSON Lines may use arrays. */
export const LIST_SEPARATOR = '|'

const KNOWN: ReadonlySet<string> = new Set(IMPORT_COLUMNS)

/** Header names the importer does not know (typos lose data silently otherwise): for a warning. */
export const unknownColumns = (header: readonly string[]): string[] =>
  header.filter((name) => !KNOWN.has(name))

/** What a CSV header must name for any row to be accepted; undefined when it does. */
export const missingRequiredColumns = (header: readonly string[]): string | undefined => {
  if (!header.includes('name')) return 'the header has no "name" column'
  if (!header.includes('profile_url') && !header.includes('profile_id'))
    return 'the header has neither a "profile_url" nor a "profile_id" column'
  return undefined
}
