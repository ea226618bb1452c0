import { type Fen, fen } from '../../../domain/shared/money.ts'

// Notifications carry yuan as text with exactly two decimals ("350.00"), as Alipay does: the signed
// text is exact, and turning it into fen needs no floating point.
const AMOUNT_TEXT = /^(\d{1,10})\.(\d{2})$/

export const amountText = (amount: Fen): string =>
  `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`

export const parseAmountText = (text: string): Fen | undefined => {
  const match = AMOUNT_TEXT.exec(text)
  if (match === null) return undefined
  return fen(Number(match[1]) * 100 + Number(match[2]))
}
