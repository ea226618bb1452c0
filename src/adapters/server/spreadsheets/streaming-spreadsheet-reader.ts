import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { CsvError, parse } from 'csv-parse'
import ExcelJS from 'exceljs'
import {
  type SpreadsheetKind,
  type SpreadsheetReader,
  UnreadableSpreadsheet,
} from '../../../application/server/ports/spreadsheet-reader.port.ts'
import { guessDelimiter, sniffEncoding } from '../../../domain/enrichment/file-sniffing.ts'

// Bytes looked at before deciding the encoding and the delimiter.
const SNIFF_BYTES = 64 * 1024

// @fastify/multipart's stream fails with this code once a file passes its size limit.
const isTooLarge = (error: unknown) => (error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE'

const refusal = (error: unknown): unknown => {
  if (error instanceof UnreadableSpreadsheet) return error
  if (isTooLarge(error)) return new UnreadableSpreadsheet('too_large', 'the file is larger than the limit')
  if (error instanceof CsvError)
    return new UnreadableSpreadsheet('malformed', `not a readable CSV file: ${error.message}`)
  return error
}

/** The first SNIFF_BYTES (or the whole file, if shorter), and the rest of the stream after them. */
const splitHead = async (bytes: AsyncIterable<Uint8Array>) => {
  const iterator = bytes[Symbol.asyncIterator]()
  const chunks: Uint8Array[] = []
  let size = 0
  let done = false
  while (size < SNIFF_BYTES) {
    const next = await iterator.next()
    if (next.done === true) {
      done = true
      break
    }
    chunks.push(next.value)
    size += next.value.length
  }
  const head = Buffer.concat(chunks)
  async function* rest(): AsyncGenerator<Uint8Array> {
    if (done) return
    for (;;) {
      const next = await iterator.next()
      if (next.done === true) return
      yield next.value
    }
  }
  return { head, rest: rest() }
}

// A NUL character is never in a text a person saved as CSV: the file is binary (an image, a PDF, a zip
// renamed .csv) or a dump; it is refused (PostgreSQL cannot store U+0000 in text or jsonb: 22P05).
const textOnly = (text: string) => {
  if (text.includes('\u0000'))
    throw new UnreadableSpreadsheet('malformed', 'a binary file, not text: save it again as CSV or XLSX')
  return text
}

async function* decodedText(head: Uint8Array, rest: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  const { encoding, bom } = sniffEncoding(head)
  // fatal: false: a stray byte becomes U+FFFD rather than failing a 100,000-row file.
  const decoder = new TextDecoder(encoding, { fatal: false, ignoreBOM: true })
  yield textOnly(decoder.decode(head.subarray(bom), { stream: true }))
  for await (const chunk of rest) yield textOnly(decoder.decode(chunk, { stream: true }))
  yield textOnly(decoder.decode())
}

async function* csvRecords(bytes: AsyncIterable<Uint8Array>): AsyncGenerator<readonly string[]> {
  const { head, rest } = await splitHead(bytes)
  const text = decodedText(head, rest)
  const first = await text.next()
  const firstText = first.done === true ? '' : first.value
  async function* all() {
    yield firstText
    yield* text
  }
  const parser = parse({
    delimiter: guessDelimiter(firstText),
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    bom: true,
  })
  // pipeline hands a failure of the upload (too large, cut off) to the parser, which throws it here.
  const fed = pipeline(all(), parser)
  fed.catch(() => {})
  try {
    for await (const record of parser) yield record as string[]
    await fed
  } finally {
    parser.destroy()
  }
}

/** A cell of exceljs as the text a person sees in it. */
const cellText = (value: ExcelJS.CellValue): string => {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return value.toISOString()
  // XML 1.0 cannot hold U+0000; a workbook written by a lax tool may still: dropped, as a person sees it.
  if (typeof value !== 'object') return String(value).replaceAll('\u0000', '')
  if ('richText' in value) return value.richText.map((part) => part.text).join('')
  if ('hyperlink' in value)
    return typeof value.text === 'string' ? value.text : cellText(value.text as ExcelJS.CellValue)
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue)
  if ('error' in value) return ''
  return ''
}

async function* xlsxRecords(bytes: AsyncIterable<Uint8Array>): AsyncGenerator<readonly string[]> {
  const source = Readable.from(bytes)
  // exceljs pipes the stream into its unzipper, which does not pass on the stream's failure: race it.
  const failed = new Promise<never>((_, reject) => source.once('error', reject))
  failed.catch(() => {})
  const next = <T>(iterator: AsyncIterator<T>) => Promise.race([iterator.next(), failed])
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(source, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  })
  try {
    // The first worksheet is the file; others (notes, lookups) are not read.
    const sheet = await next(reader[Symbol.asyncIterator]())
    if (sheet.done === true) return
    const rows = sheet.value[Symbol.asyncIterator]()
    for (let row = await next(rows); row.done !== true; row = await next(rows)) {
      const values = Array.isArray(row.value.values) ? row.value.values : []
      // exceljs numbers cells from 1; a missing cell is a hole.
      yield Array.from({ length: Math.max(values.length - 1, 0) }, (_, i) => cellText(values[i + 1]))
    }
  } finally {
    source.destroy()
  }
}

/** SpreadsheetReader on csv-parse (any encoding Excel saves, any usual delimiter) and exceljs's streaming reader. */
export class StreamingSpreadsheetReader implements SpreadsheetReader {
  async *records(bytes: AsyncIterable<Uint8Array>, kind: SpreadsheetKind): AsyncIterable<readonly string[]> {
    try {
      yield* kind === 'xlsx' ? xlsxRecords(bytes) : csvRecords(bytes)
    } catch (error) {
      if (kind === 'xlsx' && !(error instanceof UnreadableSpreadsheet) && !isTooLarge(error))
        throw new UnreadableSpreadsheet('malformed', 'not a readable XLSX workbook')
      throw refusal(error)
    }
  }
}
