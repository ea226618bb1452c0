import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fen } from '../shared/money.ts'
import { applyDiscount } from './discount.ts'

const amount = fc.nat({ max: 1_000_000_000 }).map(fen)

describe('discount properties', () => {
  it('final amount is never below zero', () => {
    fc.assert(
      fc.property(amount, amount, (o, d) => {
        expect(applyDiscount(o, d).final).toBeGreaterThanOrEqual(0)
      }),
    )
  })

  it('original = discount + final always', () => {
    fc.assert(
      fc.property(amount, amount, (o, d) => {
        const r = applyDiscount(o, d)
        expect(r.discount + r.final).toBe(r.original)
        expect(r.original).toBe(o)
      }),
    )
  })

  it('the applied discount never exceeds the one offered nor the price', () => {
    fc.assert(
      fc.property(amount, amount, (o, d) => {
        const r = applyDiscount(o, d)
        expect(r.discount).toBeLessThanOrEqual(d)
        expect(r.discount).toBeLessThanOrEqual(o)
      }),
    )
  })

  it('all amounts stay whole fen', () => {
    fc.assert(
      fc.property(amount, amount, (o, d) => {
        const r = applyDiscount(o, d)
        expect([r.original, r.discount, r.final].every(Number.isSafeInteger)).toBe(true)
      }),
    )
  })
})
