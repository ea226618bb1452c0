import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fen } from '../../../domain/shared/money.ts'
import { amountText, parseAmountText } from './amount-text.ts'

describe('amount text', () => {
  it('round-trips every amount in fen exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e11 }), (n) => parseAmountText(amountText(fen(n))) === n),
    )
  })

  it('writes two decimals and refuses anything else', () => {
    expect([amountText(fen(35_000)), amountText(fen(5)), amountText(fen(0))]).toEqual([
      '350.00',
      '0.05',
      '0.00',
    ])
    for (const text of ['350', '350.0', '350.000', '-1.00', '1e3.00', ' 1.00', '0x10.00', ''])
      expect(parseAmountText(text)).toBeUndefined()
  })
})
