import type { Instant } from '../shared/instant.ts'
import type { Fen } from '../shared/money.ts'
import { applyDiscount } from './discount.ts'

/** One paid order that used a code; amounts in fen (the API converts to yuan). The store assigns the id. */
export type UsageRecord = {
  readonly invitationId: string
  readonly userName: string
  readonly userEmail: string
  readonly originalAmount: Fen
  readonly discountAmount: Fen
  readonly finalAmount: Fen
  readonly createdAt: Instant
}

export type UsageInput = {
  readonly invitationId: string
  readonly user: { readonly name: string; readonly email: string }
  readonly original: Fen
  readonly discount: Fen
  readonly now: Instant
}

export const usageRecord = ({ invitationId, user, original, discount, now }: UsageInput): UsageRecord => {
  // Recorded through applyDiscount so the history shows the capped discount actually taken.
  const applied = applyDiscount(original, discount)
  return {
    invitationId,
    userName: user.name,
    userEmail: user.email,
    originalAmount: applied.original,
    discountAmount: applied.discount,
    finalAmount: applied.final,
    createdAt: now,
  }
}
