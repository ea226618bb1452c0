import type { BucketId } from '../credits/bucket.ts'
import { grant } from '../credits/grant.ts'
import type { Plan } from '../plans/plan.ts'
import type { Instant } from '../shared/instant.ts'
import type { Fen } from '../shared/money.ts'
import type { Holdings, HoldingsChange } from './holdings.ts'
import { endCreditsOf, replaceActive } from './replace-active.ts'
import { openSubscription, type Subscription, type SubscriptionId } from './subscription.ts'

export type PurchaseInput = {
  readonly holdings: Holdings
  readonly plan: Plan
  readonly start: Instant
  /** Paid after any discount. */
  readonly amount: Fen
  /** The agreed price; required for CUSTOM (no list price), else the catalogue price. */
  readonly price?: Fen
  readonly subscriptionId: SubscriptionId
  readonly newBucketId: () => BucketId
}

export type Purchase = { readonly subscription: Subscription; readonly change: HoldingsChange }

/**
 * A plan bought (or granted) at `start`, as one change: the new subscription and its credits; for a
 * monthly/yearly plan also the plans it replaces, now CANCELLED, and their credits, ended at `start`.
 */
export const purchase = ({
  holdings,
  plan,
  start,
  amount,
  price,
  subscriptionId,
  newBucketId,
}: PurchaseInput): Purchase => {
  const subscription = openSubscription({
    id: subscriptionId,
    plan,
    start,
    amount,
    ...(price === undefined ? {} : { price }),
  })
  const { replaced } = replaceActive(holdings.subscriptions, subscription, start)
  const before = new Map(holdings.buckets.map((b) => [b.id, b]))
  const ended = endCreditsOf(
    holdings.buckets,
    replaced.map((s) => s.id),
    start,
  ).filter((b) => before.get(b.id)?.expiresAt !== b.expiresAt)
  return {
    subscription,
    change: {
      opened: [subscription],
      updated: replaced,
      granted: grant(plan, start, newBucketId, subscription.id),
      ended,
    },
  }
}
