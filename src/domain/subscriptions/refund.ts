import { type Bucket, remaining } from '../credits/bucket.ts'
import type { CreditKind } from '../credits/credit-kind.ts'
import type { Instant } from '../shared/instant.ts'
import type { Holdings, HoldingsChange } from './holdings.ts'

/** Per credit kind: what the refunded purchase granted, what was used of it, and what is withdrawn. */
export type Withdrawal = {
  readonly kind: CreditKind
  readonly granted: number
  readonly used: number
  readonly withdrawn: number
}

export type RefundWithdrawal = {
  readonly change: HoldingsChange
  readonly withdrawals: readonly Withdrawal[]
}

/**
 * What a refund takes back: the subscription the order opened ends now, and so does every bucket it
 * granted that still runs, so its unused credits go. Used credits are never taken back (nothing goes
 * below what was used): withdrawn = granted − used for a bucket still running, and nothing for one
 * that had already ended (a newer plan replaced it, or it expired: those credits were gone already).
 */
export const refundWithdrawal = (
  holdings: Holdings,
  subscriptionId: string,
  now: Instant,
): RefundWithdrawal => {
  const subscription = holdings.subscriptions.find((s) => s.id === subscriptionId)
  const granted = holdings.buckets.filter((b) => b.subscriptionId === subscriptionId)
  const running = (b: Bucket) => b.expiresAt === null || now < b.expiresAt
  const ended = granted
    .filter(running)
    .map((b) => ({ ...b, expiresAt: Math.max(b.startsAt, now) as Instant }))
  const byKind = new Map<CreditKind, Withdrawal>()
  for (const b of granted) {
    const before = byKind.get(b.kind) ?? { kind: b.kind, granted: 0, used: 0, withdrawn: 0 }
    byKind.set(b.kind, {
      kind: b.kind,
      granted: before.granted + b.granted,
      used: before.used + b.used,
      withdrawn: before.withdrawn + (running(b) ? remaining(b) : 0),
    })
  }
  const stillOpen =
    subscription !== undefined &&
    (subscription.state === 'ACTIVE' || subscription.endedAt === null || now < subscription.endedAt)
  return {
    change: {
      opened: [],
      updated:
        subscription !== undefined && stillOpen
          ? [
              {
                ...subscription,
                state: 'CANCELLED',
                endedAt:
                  subscription.endedAt === null ? now : (Math.min(subscription.endedAt, now) as Instant),
              },
            ]
          : [],
      granted: [],
      ended,
    },
    withdrawals: [...byKind.values()],
  }
}
