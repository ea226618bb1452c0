import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { UnreadableSpreadsheet } from '../../../application/server/ports/spreadsheet-reader.port.ts'
import { StreamingSpreadsheetReader } from './streaming-spreadsheet-reader.ts'

const reader = new StreamingSpreadsheetReader()

/** The bytes cut into chunks of `size`, as an upload arrives. */
async function* chunks(bytes: Uint8Array, size = 7) {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size)
}

const read = async (bytes: Uint8Array, kind: 'csv' | 'xlsx' = 'csv', size = 7) => {
  const records: (readonly string[])[] = []
  for await (const record of reader.records(chunks(bytes, size), kind)) records.push(record)
  return records
}

const utf16be = (text: string) => {
  const le = Buffer.from(text, 'utf16le')
  for (let i = 0; i + 1 < le.length; i += 2) [le[i], le[i + 1]] = [le[i + 1] ?? 0, le[i] ?? 0]
  return le
}

describe('StreamingSpreadsheetReader', () => {
  it('reads CSV in any usual delimiter, with quoted delimiters and line breaks, cut anywhere', async () => {
    const text = 'Name;Note\r\n"Doe; Jane";"two\nlines"\r\nLi;x\r\n'
    expect(await read(new TextEncoder().encode(text), 'csv', 3)).toEqual([
      ['Name', 'Note'],
      ['Doe; Jane', 'two\nlines'],
      ['Li', 'x'],
    ])
    expect(await read(new TextEncoder().encode('a\tb\n1\t2\n'))).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ])
  })

  it('reads UTF-8 with a BOM, UTF-16 both ways, and GB18030', async () => {
    const expected = [
      ['姓名', '公司'],
      ['王伟', '阿里'],
    ]
    const text = '姓名,公司\r\n王伟,阿里\r\n'
    expect(await read(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]))).toEqual(
      expected,
    )
    expect(await read(new Uint8Array([0xff, 0xfe, ...Buffer.from(text, 'utf16le')]))).toEqual(expected)
    expect(await read(new Uint8Array([0xfe, 0xff, ...utf16be(text)]))).toEqual(expected)
    const gb = [
      0xd0, 0xd5, 0xc3, 0xfb, 0x2c, 0xb9, 0xab, 0xcb, 0xbe, 0x0d, 0x0a, 0xcd, 0xf5, 0xce, 0xb0, 0x2c, 0xb0,
      0xa2, 0xc0, 0xef,
    ]
    expect(await read(new Uint8Array(gb))).toEqual(expected)
  })

  it("reads an XLSX workbook's first sheet: text, numbers, rich text, hyperlinks, formula results", async () => {
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('People')
    sheet.addRow(['Name', 'Profile', 'Count', 'Sum'])
    sheet.addRow([
      { richText: [{ text: 'Ada ' }, { text: 'Lovelace', font: { bold: true } }] },
      { text: 'ada-lovelace', hyperlink: 'https://www.linkedin.com/in/ada-lovelace' },
      3,
      { formula: '1+1', result: 2 },
    ])
    workbook.addWorksheet('Notes').addRow(['not read'])
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer())
    expect(await read(bytes, 'xlsx', 1000)).toEqual([
      ['Name', 'Profile', 'Count', 'Sum'],
      ['Ada Lovelace', 'ada-lovelace', '3', '2'],
    ])
  })

  it('refuses what is not a workbook, and passes on a failure of the upload itself', async () => {
    await expect(read(new TextEncoder().encode('not a zip at all'), 'xlsx')).rejects.toBeInstanceOf(
      UnreadableSpreadsheet,
    )
    async function* failing() {
      yield new TextEncoder().encode('a,b\n1,2\n')
      throw Object.assign(new Error('too large'), { code: 'FST_REQ_FILE_TOO_LARGE' })
    }
    const records = async () => {
      for await (const _ of reader.records(failing(), 'csv')) {
      }
    }
    await expect(records()).rejects.toMatchObject({ reason: 'too_large' })
  })

  it('refuses a CSV holding a NUL character (a binary file renamed .csv), wherever it comes', async () => {
    const late = new TextEncoder().encode(`email\n${'a@x.example\n'.repeat(10_000)}b\u0000@x.example\n`)
    await expect(read(late, 'csv', 4096)).rejects.toMatchObject({ reason: 'malformed' })
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49])
    await expect(read(png)).rejects.toBeInstanceOf(UnreadableSpreadsheet)
  })
})
