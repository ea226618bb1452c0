import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { estimateCost, payingRows, type RowForEstimate } from './enrichment-cost.ts'

const key = fc.option(fc.constantFrom('p:a', 'p:b', 'e:x@y.example', 'n:j.doe@acme.example', 'p:c'), {
  nil: null,
})

// A key's facts are the data's, so every row of one key carries the same.
const rowsOf = (keys: readonly (string | null)[]): RowForEstimate[] =>
  keys.map((k) => ({
    key: k,
    answerable: k?.startsWith('p:') ?? false,
    mostCredits: k === null ? 0 : k.length % 3,
  }))

describe('the cost of a file', () => {
  it('duplicates within a file count once: repeating rows never raises the most it can cost', () => {
    fc.assert(
      fc.property(fc.array(key, { maxLength: 40 }), fc.array(fc.nat(), { maxLength: 20 }), (keys, picks) => {
        const repeated = [
          ...keys,
          ...(keys.length === 0 ? [] : picks.map((p) => keys[p % keys.length] ?? null)),
        ]
        expect(estimateCost(rowsOf(repeated)).mostCredits).toBe(estimateCost(rowsOf(keys)).mostCredits)
        expect(estimateCost(rowsOf(repeated)).distinct).toBe(new Set(keys.filter((k) => k !== null)).size)
      }),
    )
  })

  it('every distinct question is paid by exactly one row, the first, in any order of the file', () => {
    fc.assert(
      fc.property(fc.array(key, { maxLength: 40 }), (keys) => {
        const paying = payingRows(keys)
        const payers = keys.filter((_, i) => paying[i])
        expect(new Set(payers).size).toBe(payers.length)
        expect(new Set(payers)).toEqual(new Set(keys.filter((k) => k !== null)))
        keys.forEach((k, i) => {
          if (paying[i]) expect(keys.indexOf(k)).toBe(i)
        })
      }),
    )
  })

  it('counts rows, valid rows and answerable rows as the file has them', () => {
    fc.assert(
      fc.property(fc.array(key, { maxLength: 40 }), (keys) => {
        const estimate = estimateCost(rowsOf(keys))
        expect(estimate.rows).toBe(keys.length)
        expect(estimate.valid).toBe(keys.filter((k) => k !== null).length)
        expect(estimate.answerable).toBeLessThanOrEqual(estimate.valid)
      }),
    )
  })
})
