import { type CsvError, Parser } from 'csv-parse'

/** One CSV record: its fields, or why it could not be read; `line` is where the record starts (1-based). */
export type CsvRecord =
  | { readonly line: number; readonly fields: readonly string[] }
  | { readonly line: number; readonly error: string }

type Info = { readonly lines: number }
type Push = (output: { record: string[]; info: Info; raw: string }) => void
/**
 * csv-parse's own synchronous core (what `csv-parse/sync` runs), reached through its stream class: it
 * takes text a chunk at a time and hands records back at once, without the stream's event-loop turns.
 */
type ParserCore = {
  parse(chunk: Buffer | undefined, end: boolean, push: Push, close: () => void): CsvError | undefined
}

// Line breaks in a piece of raw text, CRLF counting once.
const lineBreaks = (text: string) => (text.match(/\r\n|\r|\n/g) ?? []).length

// The record's own text: blank lines skipped before it and its line end dropped.
const ownText = (raw: string) => raw.replace(/^[\r\n]+/, '').replace(/(\r\n|\r|\n)$/, '')

const FIELD_END = new Set([',', '\r', '\n', undefined])

// With relax_quotes a quoted field followed by more text ('"a"b') comes back as written, quotes and all,
// and standing on its own between separators in the record's text; a properly quoted field never does.
const textAfterClosingQuote = (fields: readonly string[], raw: string) =>
  fields.some((field) => {
    if (!field.startsWith('"') || field.length < 3) return false
    for (let at = raw.indexOf(field); at !== -1; at = raw.indexOf(field, at + 1)) {
      const before = at === 0 ? undefined : raw[at - 1]
      const after = raw[at + field.length]
      if (
        (before === undefined || before === ',' || before === '\n' || before === '\r') &&
        FIELD_END.has(after)
      ) {
        const closing = field.indexOf('"', 1)
        return closing > 0 && closing < field.length - 1
      }
    }
    return false
  })

/**
 * RFC 4180, streaming, on csv-parse: feed text in chunks of any size, get whole records back. Fields are
 * separated by commas, records by CRLF, LF or CR; a quoted field may hold commas, line breaks and doubled
 * quotes. Lenient where that is safe: a quote inside an unquoted field is kept as text. Text after a
 * closing quote, or a quote never closed, makes that record an error and reading goes on with the next
 * one. Blank lines are skipped. Holds only the record being read.
 */
export class CsvParser {
  private readonly core: ParserCore
  private out: CsvRecord[] = []
  private first = true

  constructor() {
    const parser = new Parser({
      bom: true,
      info: true,
      raw: true,
      relax_quotes: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_error: true,
      record_delimiter: ['\r\n', '\n', '\r'],
      on_skip: (error: CsvError | undefined, raw: string | undefined) => {
        const lines = (error as { lines?: number } | undefined)?.lines ?? 1
        const line = Math.max(1, lines - lineBreaks(ownText(raw ?? '')))
        this.out.push({ line, error: 'a quoted field is never closed' })
      },
    })
    this.core = (parser as unknown as { api: ParserCore }).api
  }

  push(chunk: string): CsvRecord[] {
    this.parse(chunk, false)
    return this.take()
  }

  end(): CsvRecord[] {
    this.parse(undefined, true)
    return this.take()
  }

  private parse(chunk: string | undefined, end: boolean) {
    const text = chunk !== undefined && this.first && chunk.startsWith('\uFEFF') ? chunk.slice(1) : chunk
    if (chunk !== undefined && chunk !== '') this.first = false
    const error = this.core.parse(
      text === undefined ? undefined : Buffer.from(text),
      end,
      ({ record, info, raw }) => {
        const own = ownText(raw)
        const line = Math.max(1, info.lines - lineBreaks(own))
        this.out.push(
          textAfterClosingQuote(record, own)
            ? { line, error: `unexpected text after a closing quote (line ${line})` }
            : { line, fields: record },
        )
      },
      () => {},
    )
    if (error !== undefined) throw error
  }

  private take(): CsvRecord[] {
    const records = this.out
    this.out = []
    return records
  }
}

/** Records of a CSV text stream, read as it arrives. */
export async function* csvRecords(
  chunks: AsyncIterable<string> | Iterable<string>,
): AsyncGenerator<CsvRecord> {
  const parser = new CsvParser()
  for await (const chunk of chunks) yield* parser.push(chunk)
  yield* parser.end()
}
