import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { nextChunkSize } from './chunk-size.ts'

const input = fc.record({
  rows: fc.integer({ min: 1, max: 1_000 }),
  heldMs: fc.double({ min: 0, max: 60_000, noNaN: true }),
  budgetMs: fc.integer({ min: 1, max: 5_000 }),
  least: fc.integer({ min: 1, max: 100 }),
  most: fc.integer({ min: 1, max: 1_000 }),
})

describe('the size of a bulk job chunk', () => {
  it('stays between the least and the most, and grows at most to double', () => {
    fc.assert(
      fc.property(input, (i) => {
        const next = nextChunkSize(i)
        expect(next).toBeGreaterThanOrEqual(Math.min(i.least, i.most))
        expect(next).toBeLessThanOrEqual(i.most)
        expect(next).toBeLessThanOrEqual(Math.max(i.rows * 2, i.least))
      }),
    )
  })

  it('a chunk over its budget is followed by one whose rows at that pace fit the budget', () => {
    fc.assert(
      fc.property(input, (i) => {
        fc.pre(i.heldMs > i.budgetMs)
        const next = nextChunkSize(i)
        const perRow = i.heldMs / i.rows
        expect(next <= i.least || next * perRow <= i.budgetMs + 1e-6).toBe(true)
        expect(next).toBeLessThanOrEqual(Math.max(i.rows, i.least))
      }),
    )
  })
})
