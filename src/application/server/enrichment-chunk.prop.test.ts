import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type Answered,
  askersOf,
  type ChunkRow,
  OUT_OF_CREDITS,
  outcomesOf,
  type RowAnswered,
} from './enrichment-chunk.ts'
import type { RowOutcome } from './ports/enrichment-jobs.port.ts'

// A chunk of rows by their keys only (null: an invalid row); the inputs do not matter to these rules.
const chunkOf = (keys: readonly (string | null)[]): ChunkRow[] =>
  keys.map((key, place) => ({
    place,
    key,
    input: { _tag: 'Invalid', reason: 'empty' },
    stored: { rowNo: 100 + place, cells: [], status: 'pending', reason: null, answer: null },
  }))

const key: fc.Arbitrary<string> = fc.constantFrom('a', 'b', 'c', 'd')
const keys = fc.array(fc.option(key, { nil: null }), { maxLength: 12 })
const before = fc.uniqueArray(key, { maxLength: 4 })

const found = (charged: number): Answered => ({ status: 'found', reason: null, answer: null, charged })
const priorOutcome = (key: string): RowOutcome => ({ rowNo: 1, key, ...found(3) })

describe('a chunk asks each question once', () => {
  it('property: the askers are the first row of each key not answered before, and every keyless row', () => {
    fc.assert(
      fc.property(keys, before, (chunkKeys, answered) => {
        const rows = chunkOf(chunkKeys)
        const asking = askersOf(rows, new Map(answered.map((k) => [k, priorOutcome(k)])))
        const expected = rows.filter(
          (row) =>
            row.key === null ||
            (!answered.includes(row.key) && rows.findIndex((r) => r.key === row.key) === row.place),
        )
        expect(asking).toEqual(expected)
      }),
    )
  })

  it('property: a row copies an earlier answer of its key for free; an unanswered asker and its copies stay pending', () => {
    fc.assert(
      fc.property(keys, before, fc.array(fc.boolean(), { maxLength: 12 }), (chunkKeys, answered, pays) => {
        const rows = chunkOf(chunkKeys)
        const answeredBefore = new Map(answered.map((k) => [k, priorOutcome(k)]))
        const answers = new Map<ChunkRow, RowAnswered>(
          askersOf(rows, answeredBefore).map((row) => [row, pays[row.place] ? found(1) : OUT_OF_CREDITS]),
        )
        const outcomes = outcomesOf(rows, answeredBefore, answers)
        const expected = rows.flatMap((row): RowOutcome[] => {
          const { key } = row
          const rowNo = row.stored.rowNo
          if (key !== null && answered.includes(key)) return [{ ...priorOutcome(key), rowNo, charged: 0 }]
          const asker = rows.find((r) => (key === null ? r === row : r.key === key))
          if (asker === undefined || !pays[asker.place]) return []
          return [{ rowNo, key, ...found(asker === row ? 1 : 0) }]
        })
        expect(outcomes).toEqual(expected)
      }),
    )
  })
})
