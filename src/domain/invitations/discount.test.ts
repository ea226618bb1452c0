import { describe, expect, it } from 'vitest'
import { fen, yuanToFen } from '../shared/money.ts'
import { applyDiscount, noDiscount } from './discount.ts'

describe('applyDiscount', () => {
  it('subtracts a fixed amount from the price', () => {
    expect(applyDiscount(yuanToFen(350), yuanToFen(50))).toEqual({
      original: fen(35000),
      discount: fen(5000),
      final: fen(30000),
    })
  })

  it('caps the discount at the price so the final amount is 0, not negative', () => {
    expect(applyDiscount(yuanToFen(200), yuanToFen(250))).toEqual({
      original: fen(20000),
      discount: fen(20000),
      final: fen(0),
    })
  })

  it('takes off a single fen', () => {
    expect(applyDiscount(yuanToFen(2600), yuanToFen(0.01)).final).toBe(259999)
  })

  it('leaves the price alone without a discount', () => {
    expect(noDiscount(fen(28000))).toEqual({ original: 28000, discount: 0, final: 28000 })
  })
})
