import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fen, fenToYuan } from '../shared/money.ts'
import { MAX_DISCOUNT_FEN, validateDiscountAmount } from './discount-amount.ts'

const validFen = fc.integer({ min: 1, max: MAX_DISCOUNT_FEN })

describe('discount amount properties', () => {
  it('every whole-fen amount from 0.01 to the ceiling round-trips from yuan', () => {
    fc.assert(
      fc.property(validFen, (f) => {
        expect(validateDiscountAmount(fenToYuan(fen(f)))).toBe(f)
      }),
    )
  })

  it('the typed text of a valid amount gives the same fen as the number', () => {
    fc.assert(
      fc.property(validFen, (f) => {
        const text = `${Math.floor(f / 100)}.${String(f % 100).padStart(2, '0')}`
        expect(validateDiscountAmount(text)).toBe(f)
      }),
    )
  })

  it('an accepted amount is always whole fen within bounds', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.string()), (input) => {
        const r = validateDiscountAmount(input)
        if (typeof r === 'number') {
          expect(Number.isSafeInteger(r)).toBe(true)
          expect(r).toBeGreaterThanOrEqual(1)
          expect(r).toBeLessThanOrEqual(MAX_DISCOUNT_FEN)
        } else expect(r._tag).toBe('InvalidDiscountAmount')
      }),
    )
  })

  it('zero and negative amounts are always rejected', () => {
    fc.assert(
      fc.property(fc.double({ max: 0, noNaN: true, noDefaultInfinity: true }), (yuan) => {
        expect(validateDiscountAmount(yuan)).toMatchObject({ code: 'DISCOUNT_BELOW_MINIMUM' })
      }),
    )
  })
})
