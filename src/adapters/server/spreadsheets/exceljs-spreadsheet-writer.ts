import ExcelJS from 'exceljs'
import type { SpreadsheetWriter } from '../../../application/server/ports/spreadsheet-writer.port.ts'

/**
 * SpreadsheetWriter with exceljs: one sheet, the first row bold and frozen. Every value is written as a
 * string cell, which Excel shows as text and never evaluates (the callers defuse formula starts too).
 */
export class ExcelJsSpreadsheetWriter implements SpreadsheetWriter {
  async xlsx(sheetName: string, rows: readonly (readonly string[])[]): Promise<Uint8Array> {
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] })
    for (const row of rows) sheet.addRow([...row])
    sheet.getRow(1).font = { bold: true }
    const buffer = await workbook.xlsx.writeBuffer()
    return new Uint8Array(buffer)
  }
}
