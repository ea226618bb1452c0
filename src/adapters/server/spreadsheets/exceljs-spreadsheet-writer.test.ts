import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { ExcelJsSpreadsheetWriter } from './exceljs-spreadsheet-writer.ts'

describe('ExcelJsSpreadsheetWriter', () => {
  it('writes text cells that read back as written, never as formulas', async () => {
    const bytes = await new ExcelJsSpreadsheetWriter().xlsx('Contacts', [
      ['name', 'email'],
      ['\'=HYPERLINK("x")', '李伟@baidu.example'],
    ])
    expect([...bytes.slice(0, 2)]).toEqual([0x50, 0x4b]) // a zip: "PK"
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(bytes.buffer as ArrayBuffer)
    const sheet = book.getWorksheet('Contacts')
    expect(sheet?.getRow(2).getCell(1).value).toBe('\'=HYPERLINK("x")')
    expect(sheet?.getRow(2).getCell(1).type).toBe(ExcelJS.ValueType.String)
    expect(sheet?.getRow(2).getCell(2).value).toBe('李伟@baidu.example')
  })
})
