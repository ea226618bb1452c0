import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { csvRecord, defuseFormula, quoteField, toCsv } from './csv.ts'

/** A strict RFC 4180 reader: throws on anything the RFC does not allow (a bare quote, a lone CR or LF…). */
const parseCsv = (text: string): string[][] => {
  const records: string[][] = []
  let record: string[] = []
  let i = 0
  while (i < text.length) {
    let field = ''
    if (text[i] === '"') {
      i++
      for (;;) {
        if (i >= text.length) throw new Error('unterminated quoted field')
        if (text[i] === '"' && text[i + 1] === '"') {
          field += '"'
          i += 2
        } else if (text[i] === '"') {
          i++
          break
        } else field += text[i++]
      }
    } else
      while (i < text.length && text[i] !== ',' && text[i] !== '\r') {
        if (text[i] === '"' || text[i] === '\n') throw new Error(`unquoted ${JSON.stringify(text[i])}`)
        field += text[i++]
      }
    record.push(field)
    if (text[i] === ',') i++
    else if (text.startsWith('\r\n', i)) {
      records.push(record)
      record = []
      i += 2
    } else throw new Error(`unexpected ${JSON.stringify(text[i])} at ${i}`)
  }
  if (record.length > 0) throw new Error('the last record has no line break')
  return records
}

// Any unicode (lone surrogates included), and often the characters that need quoting or defusing.
const special = fc.constantFrom(
  ',',
  '"',
  '\r',
  '\n',
  '\r\n',
  '=',
  '+',
  '-',
  '@',
  '\t',
  "'",
  ' ',
  'a',
  '中',
  '😀',
)
const aCell = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.string({ unit: special }),
  fc.string({ unit: 'grapheme-composite' }),
)
const someRecords = fc.array(fc.array(aCell, { minLength: 1, maxLength: 6 }), { maxLength: 6 })

describe('CSV writing (RFC 4180, with formula-injection defence)', () => {
  it('parsing the written CSV gives back every cell, defused, for any unicode text', () => {
    fc.assert(
      fc.property(someRecords, (records) => {
        expect(parseCsv(toCsv(records))).toEqual(records.map((cells) => cells.map(defuseFormula)))
      }),
    )
  })

  it('no written cell starts with a character a spreadsheet would run as a formula', () => {
    fc.assert(
      fc.property(someRecords, (records) =>
        parseCsv(toCsv(records))
          .flat()
          .every((cell) => !/^[=+\-@\t\r]/.test(cell)),
      ),
    )
  })

  it('defusing only prefixes an apostrophe, and only to a cell that needs it', () => {
    fc.assert(
      fc.property(aCell, (cell) => {
        const defused = defuseFormula(cell)
        const risky = /^[=+\-@\t\r]/.test(cell)
        return risky ? defused === `'${cell}` : defused === cell
      }),
    )
  })

  it('a field is quoted exactly when it holds a comma, a quote or a line break', () => {
    fc.assert(
      fc.property(aCell, (cell) => {
        const quoted = quoteField(cell)
        return /[",\r\n]/.test(cell) ? quoted === `"${cell.replaceAll('"', '""')}"` : quoted === cell
      }),
    )
  })

  it('examples: a formula, a quote, a comma, a phone', () => {
    expect(csvRecord(['=SUM(A1)', 'say "hi"', 'a,b', '+8613800000000', '李雷'])).toBe(
      `'=SUM(A1),"say ""hi""","a,b",'+8613800000000,李雷`,
    )
    expect(toCsv([['a'], ['line\nbreak']])).toBe('a\r\n"line\nbreak"\r\n')
  })
})
