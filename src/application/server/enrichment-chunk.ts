import type { ColumnMapping } from '../../domain/enrichment/column-mapping.ts'
import { type RowInput, readRow, rowKey } from '../../domain/enrichment/row-input.ts'
import type { RowOutcome, StoredRow } from './ports/enrichment-jobs.port.ts'

/** A row of a bulk job's chunk, read with the job's mapping: what it asks and the key of its question. */
export type ChunkRow = {
  /** Its place in the chunk (the chunk is in file order). */
  readonly place: number
  readonly stored: StoredRow
  readonly input: RowInput
  /** Rows with the same key ask the same question; null: a row that asks nothing (invalid). */
  readonly key: string | null
}

/** A chunk row that asks one kind of question. */
export type RowAsking<T extends RowInput['_tag']> = ChunkRow & {
  readonly input: Extract<RowInput, { _tag: T }>
}

export const isInvalidRow = (row: ChunkRow): row is RowAsking<'Invalid'> => row.input._tag === 'Invalid'
/** A profile link: answered by a reveal. */
export const isProfileRow = (row: ChunkRow): row is RowAsking<'Profile'> => row.input._tag === 'Profile'
/** A name (the finder) or an address (the verifier): each waits on mail servers, so they are slow. */
export const isSlowRow = (row: ChunkRow): row is RowAsking<'Person' | 'Email'> =>
  row.input._tag === 'Person' || row.input._tag === 'Email'

/** A row's answer before it is placed in the file. */
export type Answered = Omit<RowOutcome, 'rowNo' | 'key'>
/** A row that credits could not pay: it stays pending ("not enough credits") and the job pauses. */
export type OutOfCredits = { readonly _tag: 'OutOfCredits' }
export const OUT_OF_CREDITS: OutOfCredits = { _tag: 'OutOfCredits' }
export type RowAnswered = Answered | OutOfCredits

export const readChunk = (rows: readonly StoredRow[], mapping: ColumnMapping): readonly ChunkRow[] =>
  rows.map((stored, place) => {
    const input = readRow(stored.cells, mapping)
    return { place, stored, input, key: rowKey(input) }
  })

/** The chunk's question keys, each once. */
export const keysOf = (rows: readonly ChunkRow[]): readonly string[] => [
  ...new Set(rows.flatMap(({ key }) => (key === null ? [] : [key]))),
]

/**
 * Each question is asked once: by the first row of a key that no earlier row of the job answered. A row
 * with no key (invalid) always "asks", so it gets its own answer.
 */
export const askersOf = (rows: readonly ChunkRow[], answeredBefore: ReadonlyMap<string, unknown>) => {
  const asked = new Set<string>()
  return rows.filter(({ key }) => {
    if (key === null) return true
    if (answeredBefore.has(key) || asked.has(key)) return false
    asked.add(key)
    return true
  })
}

/**
 * The chunk's outcomes, in file order: a row whose question was answered before (earlier in the job or
 * earlier in this chunk) copies that answer for free; a row that asked gets its own answer; a row with
 * neither (not tried, or out of credits) has no outcome and stays pending.
 */
export const outcomesOf = (
  rows: readonly ChunkRow[],
  answeredBefore: ReadonlyMap<string, RowOutcome>,
  answers: ReadonlyMap<ChunkRow, RowAnswered>,
): RowOutcome[] => {
  const known = new Map(answeredBefore)
  return rows.flatMap((row) => {
    const { key } = row
    const rowNo = row.stored.rowNo
    const prior = key === null ? undefined : known.get(key)
    if (prior !== undefined) return [{ ...prior, rowNo, key, charged: 0 }]
    const answered = answers.get(row)
    if (answered === undefined || '_tag' in answered) return []
    const outcome: RowOutcome = { ...answered, rowNo, key }
    if (key !== null) known.set(key, outcome)
    return [outcome]
  })
}
