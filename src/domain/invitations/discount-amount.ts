import { type Fen, fen } from '../shared/money.ts'

export const MIN_DISCOUNT_FEN = fen(1)
// The spec sets no ceiling; 1,000,000 yuan is far above any plan price and stops typos like 1e9.
export const MAX_DISCOUNT_YUAN = 1_000_000
export const MAX_DISCOUNT_FEN = fen(MAX_DISCOUNT_YUAN * 100)

export const DISCOUNT_AMOUNT_ERROR_CODES = [
  'DISCOUNT_NOT_A_NUMBER',
  'DISCOUNT_BELOW_MINIMUM',
  'DISCOUNT_ABOVE_MAXIMUM',
  'DISCOUNT_TOO_PRECISE',
] as const
export type DiscountAmountErrorCode = (typeof DISCOUNT_AMOUNT_ERROR_CODES)[number]

export type InvalidDiscountAmount = {
  readonly _tag: 'InvalidDiscountAmount'
  readonly code: DiscountAmountErrorCode
}

const fail = (code: DiscountAmountErrorCode): InvalidDiscountAmount => ({
  _tag: 'InvalidDiscountAmount',
  code,
})

// Form text: plain decimals only, so "0x10", "1e3" or "Infinity" are not numbers here.
const DECIMAL_TEXT = /^-?(\d+\.?\d*|\.\d+)$/
// String(n) is the shortest round-trip form, so a value typed with ≤2 decimals prints with ≤2 decimals.
const AT_MOST_TWO_DECIMALS = /^\d+(\.\d{1,2})?$/

/** A discount as typed in yuan (number input or its text) to fen: min 0.01, step 0.01. */
export const validateDiscountAmount = (yuan: number | string): Fen | InvalidDiscountAmount => {
  const text = typeof yuan === 'string' ? yuan.trim() : undefined
  if (text !== undefined && !DECIMAL_TEXT.test(text)) return fail('DISCOUNT_NOT_A_NUMBER')
  const value = text === undefined ? (yuan as number) : Number(text)
  if (!Number.isFinite(value)) return fail('DISCOUNT_NOT_A_NUMBER')
  if (value < 0.01) return fail('DISCOUNT_BELOW_MINIMUM')
  if (value > MAX_DISCOUNT_YUAN) return fail('DISCOUNT_ABOVE_MAXIMUM')
  if (!AT_MOST_TWO_DECIMALS.test(String(value))) return fail('DISCOUNT_TOO_PRECISE')
  return fen(Math.round(value * 100))
}
