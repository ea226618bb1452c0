import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cutsData, MAX_COLUMNS } from './enrichment-limits.ts'

const cell = fc.oneof(fc.constant(''), fc.constant('  '), fc.string({ maxLength: 3 }))
const record = fc.array(cell, { maxLength: MAX_COLUMNS + 20 })

describe('the column limit', () => {
  it('a record is refused exactly when its first MAX_COLUMNS cells miss a non-blank cell', () => {
    fc.assert(
      fc.property(record, (cells) => {
        const kept = cells.slice(0, MAX_COLUMNS)
        const lost = cells.filter((c) => c.trim() !== '').length - kept.filter((c) => c.trim() !== '').length
        expect(cutsData(cells)).toBe(lost > 0)
      }),
    )
  })

  it('a record within the limit is never refused', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: MAX_COLUMNS }), (cells) => {
        expect(cutsData(cells)).toBe(false)
      }),
    )
  })
})
