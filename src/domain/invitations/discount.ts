import { type Fen, fen } from '../shared/money.ts'

/** What an order costs after a discount; `discount` is what was actually taken off, never more than the price. */
export type DiscountBreakdown = {
  readonly original: Fen
  readonly discount: Fen
  readonly final: Fen
}

export const applyDiscount = (original: Fen, discount: Fen): DiscountBreakdown => {
  const applied = Math.min(original, discount)
  return { original, discount: fen(applied), final: fen(original - applied) }
}

export const noDiscount = (original: Fen): DiscountBreakdown => applyDiscount(original, fen(0))
