/**
 * Cells a spreadsheet would run as a formula: OWASP's list of leading characters (= + - @, and the tab
 * and carriage return that some programs strip before looking).
 */
const FORMULA_START = /^[=+\-@\t\r]/

// RFC 4180: a field holding a comma, a quote or a line break is quoted.
const NEEDS_QUOTES = /[",\r\n]/

/**
 * Defuses a cell a spreadsheet would otherwise evaluate (formula injection, "=HYPERLINK(…)") by a
 * leading apostrophe, which spreadsheets show as text and do not display.
 */
export const defuseFormula = (cell: string): string => (FORMULA_START.test(cell) ? `'${cell}` : cell)

/** One field as RFC 4180 writes it: quoted, with its quotes doubled, when it must be. */
export const quoteField = (field: string): string =>
  NEEDS_QUOTES.test(field) ? `"${field.replaceAll('"', '""')}"` : field

/** A record: each cell defused, then quoted, joined by commas. */
export const csvRecord = (cells: readonly string[]): string =>
  cells.map((cell) => quoteField(defuseFormula(cell))).join(',')

/** Records as RFC 4180 text: CRLF after every record, the last included. */
export const toCsv = (records: readonly (readonly string[])[]): string =>
  records.map((cells) => `${csvRecord(cells)}\r\n`).join('')
