import type {
  CreditUsage,
  SubscriptionOverview,
} from '../../../application/browser/ports/subscription.api.port.ts'
import { CREDIT_KINDS, type CreditKind } from '../../../domain/credits/credit-kind.ts'

/** How much of a credit kind is used, in whole percent for the bar: always 0..100, 0 with nothing granted. */
export const usagePercent = (used: number, total: number): number => {
  if (!Number.isFinite(used) || !Number.isFinite(total) || total <= 0 || used <= 0) return 0
  return Math.min(100, Math.round((used / total) * 100))
}

/** The kinds the credits card shows: those with any credit granted now, in the fixed kind order. */
export const shownCredits = (
  details: SubscriptionOverview['creditDetails'],
): readonly (CreditUsage & { readonly kind: CreditKind })[] =>
  CREDIT_KINDS.filter((kind) => details[kind].total > 0).map((kind) => ({ kind, ...details[kind] }))
