import { defuseFormula, toCsv } from '../export/csv.ts'
import type { SpreadsheetFormat } from '../export/spreadsheet-format.ts'
import { profileLinkFor } from '../profiles/profile-link.ts'
import { toDate } from '../shared/instant.ts'
import type { WorkspaceContact } from './contact-query.ts'

/** The columns of a Contacts export, CSV and XLSX alike. */
export const WORKSPACE_EXPORT_HEADER = [
  'name',
  'title',
  'company',
  'domain',
  'profile_url',
  'email',
  'email_verdict',
  'email_checked_at',
  'phone',
  'whatsapp',
  'lists',
  'revealed_at',
] as const

/**
 * One row of an export: only what the user revealed (an unrevealed part is an empty cell), every cell
 * defused so no spreadsheet runs it as a formula.
 */
export const workspaceExportCells = (c: WorkspaceContact, lists: readonly string[]): readonly string[] =>
  [
    c.name,
    c.title ?? '',
    c.companyName ?? '',
    c.companyDomain ?? '',
    profileLinkFor(c.profileId),
    c.email ?? '',
    c.email === null ? '' : (c.verdict ?? ''),
    c.email === null || c.checkedAt === null ? '' : toDate(c.checkedAt).toISOString(),
    c.phone ?? '',
    c.phone === null ? '' : String(c.whatsappValid),
    lists.join('; '),
    toDate(c.revealedAt).toISOString(),
  ].map(defuseFormula)

// A byte-order mark: without it Excel reads UTF-8 as the local code page and garbles Chinese names.
const BOM = '\uFEFF'

/** The CSV file: BOM, header, the rows as given (cells already defused, quoted by RFC 4180). */
export const workspaceCsv = (rows: readonly (readonly string[])[]): string =>
  BOM + toCsv([WORKSPACE_EXPORT_HEADER, ...rows])

/** `leadlens-contacts-<YYYY-MM-DD>.<ext>`, the UTC date of `now`. */
export const workspaceExportName = (now: number, extension: SpreadsheetFormat): string =>
  `leadlens-contacts-${new Date(now).toISOString().slice(0, 10)}.${extension}`
