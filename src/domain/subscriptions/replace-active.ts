import type { Bucket } from '../credits/bucket.ts'
import type { Instant } from '../shared/instant.ts'
import { instant } from '../shared/instant.ts'
import { kindOf, type Subscription, type SubscriptionId, statusAt } from './subscription.ts'

export type Replacement = {
  /** All subscriptions after the purchase: the replaced ones updated, the new one appended. */
  readonly subscriptions: readonly Subscription[]
  /** The plans the purchase ended; pass their ids to endCreditsOf. */
  readonly replaced: readonly Subscription[]
}

// Still running: not expired and not already ended by an earlier replacement (ACTIVE, or cancelled
// but usable until expiry; ending the latter too means "cancel, then buy" cannot keep two plans alive).
const isRunning = (sub: Subscription, now: Instant): boolean =>
  statusAt(sub, now) !== 'EXPIRED' && sub.endedAt === null

/**
 * Records a purchase. A monthly/yearly plan replaces the running one at once: the old one goes to
 * history as CANCELLED and ends now. Packets, FREE and CUSTOM stack beside whatever runs, and a
 * monthly/yearly purchase never ends them (FREE trial credits outlive a plan: free pays last).
 */
export const replaceActive = (
  current: readonly Subscription[],
  bought: Subscription,
  now: Instant,
): Replacement => {
  if (current.some((s) => s.id === bought.id)) throw new Error(`subscription ${bought.id} already recorded`)
  if (kindOf(bought) !== 'subscription') return { subscriptions: [...current, bought], replaced: [] }
  const replaced: Subscription[] = []
  const updated = current.map((sub) => {
    if (kindOf(sub) !== 'subscription' || !isRunning(sub, now)) return sub
    const ended: Subscription = { ...sub, state: 'CANCELLED', endedAt: now }
    replaced.push(ended)
    return ended
  })
  return { subscriptions: [...updated, bought], replaced }
}

/**
 * Ends the credits a replaced plan granted: unused ones are gone from `now` on. Used counts stay for the
 * record. A bucket not yet started ends at its start, so it never becomes usable.
 */
export const endCreditsOf = (
  buckets: readonly Bucket[],
  subscriptionIds: readonly SubscriptionId[],
  now: Instant,
): readonly Bucket[] =>
  buckets.map((bucket) => {
    if (!subscriptionIds.includes(bucket.subscriptionId)) return bucket
    if (bucket.expiresAt !== null && bucket.expiresAt <= now) return bucket
    return { ...bucket, expiresAt: instant(Math.max(now, bucket.startsAt)) }
  })
