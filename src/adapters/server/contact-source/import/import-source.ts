import { createReadStream } from 'node:fs'
import { csvRecords } from './csv-parser.ts'
import type { RawRow } from './import-cells.ts'
import { jsonLineRecords } from './jsonl-parser.ts'

export type ImportFormat = 'csv' | 'jsonl'

/** What the importer reads from a file: the CSV header first, then rows, or lines that are no row. */
export type SourceEvent =
  | { readonly kind: 'header'; readonly columns: readonly string[] }
  | { readonly kind: 'row'; readonly line: number; readonly row: RawRow }
  | { readonly kind: 'unreadable'; readonly line: number; readonly reason: string }

/** The format a file name implies, if any. */
export const formatOf = (file: string): ImportFormat | undefined => {
  const lowered = file.toLowerCase()
  if (lowered.endsWith('.csv')) return 'csv'
  if (lowered.endsWith('.jsonl') || lowered.endsWith('.ndjson')) return 'jsonl'
  return undefined
}

const textOf = (file: string): AsyncIterable<string> =>
  createReadStream(file, { encoding: 'utf8', highWaterMark: 1 << 16 }) as AsyncIterable<string>

async function* csvEvents(chunks: AsyncIterable<string> | Iterable<string>): AsyncGenerator<SourceEvent> {
  let header: readonly string[] | undefined
  for await (const record of csvRecords(chunks)) {
    if ('error' in record) {
      yield { kind: 'unreadable', line: record.line, reason: record.error }
    } else if (header === undefined) {
      header = record.fields.map((name) => name.trim().toLowerCase())
      yield { kind: 'header', columns: header }
    } else if (record.fields.length !== header.length) {
      const reason = `expected ${header.length} fields as in the header, found ${record.fields.length}`
      yield { kind: 'unreadable', line: record.line, reason }
    } else {
      const columns = header
      yield {
        kind: 'row',
        line: record.line,
        row: Object.fromEntries(record.fields.map((f, i) => [columns[i], f])),
      }
    }
  }
}

async function* jsonlEvents(chunks: AsyncIterable<string> | Iterable<string>): AsyncGenerator<SourceEvent> {
  for await (const record of jsonLineRecords(chunks)) {
    if ('error' in record) yield { kind: 'unreadable', line: record.line, reason: record.error }
    else if (typeof record.value !== 'object' || record.value === null || Array.isArray(record.value))
      yield { kind: 'unreadable', line: record.line, reason: 'a line must hold one JSON object' }
    else yield { kind: 'row', line: record.line, row: record.value as RawRow }
  }
}

/** Rows of `text` (a file's chunks) in `format`, streamed. */
export const sourceEvents = (
  format: ImportFormat,
  text: AsyncIterable<string> | Iterable<string>,
): AsyncGenerator<SourceEvent> => (format === 'csv' ? csvEvents(text) : jsonlEvents(text))

/** Rows of a file, streamed: a chunk at a time, never the whole file. */
export const fileEvents = (format: ImportFormat, file: string): AsyncGenerator<SourceEvent> =>
  sourceEvents(format, textOf(file))
