/** The largest file a bulk enrichment takes: 20 MB as uploaded (issue 20). */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024
/** The most data rows (the header not counted) one file may hold. */
export const MAX_UPLOAD_ROWS = 100_000
/** How long a job's rows and result are kept after it was created. */
export const RESULT_KEEP_DAYS = 30
/** Rows shown under the column mapping, as they will be read. */
export const PREVIEW_ROWS = 5
/** The most columns a file may have (a wider one is not a contact list). */
export const MAX_COLUMNS = 200
/**
 * Whether keeping the first MAX_COLUMNS cells of a record would drop something: a file with such a
 * record is refused, never cut. Blank cells past the limit (trailing separators) drop nothing.
 */
export const cutsData = (record: readonly string[]): boolean =>
  record.length > MAX_COLUMNS && record.slice(MAX_COLUMNS).some((cell) => cell.trim() !== '')
/** The longest cell kept; longer ones are cut (no contact field is anywhere near). */
export const MAX_CELL_LENGTH = 2_000
