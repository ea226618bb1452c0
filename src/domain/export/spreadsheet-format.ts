/** The two file formats the service reads uploads in and writes exports in: CSV and XLSX. */
export const SPREADSHEET_FORMATS = ['csv', 'xlsx'] as const
export type SpreadsheetFormat = (typeof SPREADSHEET_FORMATS)[number]
