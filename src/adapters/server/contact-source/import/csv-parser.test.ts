import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CsvParser, type CsvRecord, csvRecords } from './csv-parser.ts'

const parse = (...chunks: string[]): CsvRecord[] => {
  const parser = new CsvParser()
  return [...chunks.flatMap((c) => parser.push(c)), ...parser.end()]
}
const fieldsOf = (records: CsvRecord[]) => records.map((r) => ('fields' in r ? r.fields : r.error))

/** RFC 4180 writing, for the round trip: quote when a field holds a comma, quote, CR or LF. */
const toCsv = (rows: readonly (readonly string[])[], eol: string) =>
  rows
    .map((row) => row.map((f) => (/[",\r\n]/.test(f) ? `"${f.replaceAll('"', '""')}"` : f)).join(','))
    .join(eol) + eol

describe('CsvParser', () => {
  it('reads plain, quoted and empty fields; LF, CRLF and CR line ends; a missing last line end', () => {
    expect(fieldsOf(parse('a,b,c\n1,,3\r\n"x, y","say ""hi""",\r4,5,6'))).toEqual([
      ['a', 'b', 'c'],
      ['1', '', '3'],
      ['x, y', 'say "hi"', ''],
      ['4', '5', '6'],
    ])
  })

  it('keeps line breaks inside quotes and numbers each record by the line it starts on', () => {
    expect(parse('h\n"one\ntwo"\n\nlast\n')).toEqual([
      { line: 1, fields: ['h'] },
      { line: 2, fields: ['one\ntwo'] },
      { line: 5, fields: ['last'] },
    ])
  })

  it('keeps a stray quote inside an unquoted field as text', () => {
    expect(fieldsOf(parse('5" screen,ok\n'))).toEqual([['5" screen', 'ok']])
  })

  it('reports text after a closing quote, and an unclosed quote, and goes on reading', () => {
    expect(parse('"a"b,c\nfine\n"never closed\nmore')).toEqual([
      { line: 1, error: 'unexpected text after a closing quote (line 1)' },
      { line: 2, fields: ['fine'] },
      { line: 3, error: 'a quoted field is never closed' },
    ])
  })

  it('drops a byte order mark before the header', async () => {
    const records: CsvRecord[] = []
    for await (const r of csvRecords(['\uFEFFname,ti', 'tle\n'])) records.push(r)
    expect(fieldsOf(records)).toEqual([['name', 'title']])
  })

  it('any rows written as CSV read back the same, however the text is cut into chunks', () => {
    const row = fc.array(fc.string({ unit: fc.constantFrom('a', 'é', ',', '"', '\n', '\r', ' ', '語') }), {
      minLength: 1,
      maxLength: 4,
    })
    // A record of one empty field is a blank line, which readers skip; real rows have a non-empty name.
    const rows = fc.array(
      row.filter((r) => r.some((f) => f !== '')),
      { maxLength: 6 },
    )
    fc.assert(
      fc.property(rows, fc.constantFrom('\n', '\r\n'), fc.array(fc.nat()), (written, eol, cuts) => {
        const text = toCsv(written, eol)
        const points = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b)
        const chunks = [0, ...points].map((p, i, all) => text.slice(p, all[i + 1] ?? text.length))
        expect(fieldsOf(parse(...chunks))).toEqual(written)
      }),
    )
  })

  it('never throws on any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', ',', '"', '\n', '\r', ' ') }), (text) => {
        for (const record of parse(text)) expect(record.line).toBeGreaterThanOrEqual(1)
      }),
    )
  })
})
