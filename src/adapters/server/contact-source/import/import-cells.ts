import { type ImportColumn, LIST_SEPARATOR } from './import-columns.ts'

/** A row as read from the file: CSV header → field, or a JSON Lines object. Untrusted. */
export type RawRow = Readonly<Record<string, unknown>>

/**
 * Thrown by the cell readers and caught by validateImportRow alone, which turns it into a rejected
 * row: it keeps a dozen checks readable as straight-line code. It never leaves this folder.
 */
export class RowRejected extends Error {}
export const reject = (reason: string): never => {
  throw new RowRejected(reason)
}

const scalar = (value: unknown, column: string): string | undefined => {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'string') return value.trim()
  if (typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value)))
    return String(value)
  return reject(`${column} must be text`)
}

/** A single value, trimmed; undefined when absent or empty. */
export const text = (row: RawRow, column: ImportColumn): string | undefined => {
  const value = row[column]
  if (Array.isArray(value)) return reject(`${column} must be a single value, not a list`)
  const read = scalar(value, column)
  return read === '' ? undefined : read
}

/** A list: a JSON array, or text split at "|"; each entry trimmed. An empty cell is an empty list. */
export const list = (row: RawRow, column: ImportColumn): string[] => {
  const value = row[column]
  const entries = Array.isArray(value)
    ? value.map((v) => scalar(v, column) ?? '')
    : (scalar(value, column) ?? '').split(LIST_SEPARATOR).map((v) => v.trim())
  return entries.length === 1 && entries[0] === '' ? [] : entries
}

const TRUE = new Set(['true', 'yes', 'y', '1'])
const FALSE = new Set(['false', 'no', 'n', '0'])

export const booleanValue = (value: string, column: string): boolean => {
  const lowered = value.toLowerCase()
  if (TRUE.has(lowered)) return true
  if (FALSE.has(lowered)) return false
  return reject(`${column} must be true or false, not "${value}"`)
}

/** A list column that goes with another: as many values, one value for all, or none (the default). */
export const aligned = <T>(
  values: readonly string[],
  count: number,
  column: string,
  read: (v: string) => T,
  fallback: T,
): T[] => {
  if (values.length === 0) return Array.from({ length: count }, () => fallback)
  if (values.length === 1) {
    const one = values[0] === '' ? fallback : read(values[0] ?? '')
    return Array.from({ length: count }, () => one)
  }
  if (values.length !== count) return reject(`${column} has ${values.length} values for ${count} entries`)
  return values.map((v) => (v === '' ? fallback : read(v)))
}

export const MAX_TEXT_LENGTH = 200
export const boundedText = (value: string | undefined, column: string): string | undefined => {
  if (value === undefined) return undefined
  const normalised = value.replace(/\s+/gu, ' ')
  if ([...normalised].length > MAX_TEXT_LENGTH)
    return reject(`${column} is longer than ${MAX_TEXT_LENGTH} characters`)
  return normalised
}

export const httpUrl = (value: string | undefined, column: string): string | null => {
  if (value === undefined) return null
  try {
    const url = new URL(value)
    if (url.protocol === 'http:' || url.protocol === 'https:') return value
  } catch {}
  return reject(`${column} is not an http(s) address: "${value}"`)
}
