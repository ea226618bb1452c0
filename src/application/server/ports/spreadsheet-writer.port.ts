/** Writes rows of text cells as an Excel workbook (XLSX) of one sheet; cells are text, never formulas. */
export interface SpreadsheetWriter {
  xlsx(sheetName: string, rows: readonly (readonly string[])[]): Promise<Uint8Array>
}
