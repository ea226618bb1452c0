import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CREDIT_KINDS } from '../../../domain/credits/credit-kind.ts'
import { shownCredits, usagePercent } from './credit-usage.ts'

const count = fc.oneof(
  fc.nat(),
  fc.double({ noNaN: false }),
  fc.constantFrom(0, -1, Number.POSITIVE_INFINITY),
)

describe('credit usage on the bars', () => {
  it('the usage percentage stays within 0..100 and is whole, whatever the counts', () => {
    fc.assert(
      fc.property(count, count, (used, total) => {
        const percent = usagePercent(used, total)
        expect(percent).toBeGreaterThanOrEqual(0)
        expect(percent).toBeLessThanOrEqual(100)
        expect(Number.isInteger(percent)).toBe(true)
      }),
    )
  })

  it('using more never shows less', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(10_000), fc.integer({ min: 1, max: 10_000 }), (a, b, total) => {
        const [less, more] = a <= b ? [a, b] : [b, a]
        expect(usagePercent(less, total)).toBeLessThanOrEqual(usagePercent(more, total))
      }),
    )
  })

  it('all used is 100, none used is 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (total) => {
        expect(usagePercent(total, total)).toBe(100)
        expect(usagePercent(0, total)).toBe(0)
      }),
    )
  })

  it('the card shows exactly the kinds with credits granted, in the fixed kind order', () => {
    const usage = fc.record({ total: fc.nat(500), used: fc.nat(500), left: fc.nat(500) })
    fc.assert(
      fc.property(
        fc.record({ lead: usage, email: usage, phone: usage, search: usage, free: usage }),
        (details) => {
          const shown = shownCredits(details).map((c) => c.kind)
          expect(shown).toEqual(CREDIT_KINDS.filter((kind) => details[kind].total > 0))
        },
      ),
    )
  })
})
