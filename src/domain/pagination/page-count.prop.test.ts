import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { membersPageCount, pageCount } from './page-count.ts'

const pageSize = fc.integer({ min: 1, max: 200 })
const someItems = fc.integer({ min: 1, max: 1_000_000 })
/** What a wire total may be when it says nothing was found: 0, negative, or not a number at all. */
const nothing = fc.oneof(
  fc.constant(0),
  fc.integer({ max: -1 }),
  fc.constantFrom(Number.NaN, Number.NEGATIVE_INFINITY, -0),
)

describe('page count properties (one rule for every paged list)', () => {
  it('an empty list is 0 pages, whatever the page size', () => {
    fc.assert(
      fc.property(nothing, pageSize, (total, size) => {
        expect(pageCount(total, size)).toBe(0)
      }),
    )
  })

  it('pages cover every item, and only the last may be partly filled', () => {
    fc.assert(
      fc.property(someItems, pageSize, (total, size) => {
        const pages = pageCount(total, size)
        expect(pages).toBeGreaterThanOrEqual(1)
        expect(pages * size).toBeGreaterThanOrEqual(total)
        expect((pages - 1) * size).toBeLessThan(total)
      }),
    )
  })

  it('one more page of items is one more page; more items are never fewer pages', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000 }), fc.nat({ max: 1_000 }), pageSize, (total, more, size) => {
        expect(pageCount(total + size, size)).toBe(pageCount(total, size) + 1)
        expect(pageCount(total + more, size)).toBeGreaterThanOrEqual(pageCount(total, size))
      }),
    )
  })

  it('a page size below 1 or not whole is a defect, never a page count', () => {
    const badSize = fc.oneof(
      fc.integer({ max: 0 }),
      fc.double({ min: 0.01, max: 100, noInteger: true }),
      fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY),
    )
    fc.assert(
      fc.property(fc.nat(), badSize, (total, size) => {
        expect(() => pageCount(total, size)).toThrow(RangeError)
      }),
    )
  })

  it('members pages cover the larger section, 10 a page', () => {
    fc.assert(
      fc.property(fc.nat({ max: 100_000 }), fc.nat({ max: 100_000 }), (a, b) => {
        expect(membersPageCount(a, b)).toBe(pageCount(Math.max(a, b), 10))
      }),
    )
  })
})
