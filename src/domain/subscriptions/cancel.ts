import type { Instant } from '../shared/instant.ts'
import { kindOf, type Subscription, type SubscriptionId, statusAt } from './subscription.ts'

export type Cancelled = { readonly _tag: 'Cancelled'; readonly subscription: Subscription }

export type NotCancellable = {
  readonly _tag: 'NotCancellable'
  readonly subscriptionId: SubscriptionId
  /** FREE_TRIAL: the free tier never ends, so there is nothing to cancel. */
  readonly reason: 'ALREADY_CANCELLED' | 'EXPIRED' | 'FREE_TRIAL'
}

/**
 * Cancelling stops nothing at once: payments are one-off (no renewal to stop), so the plan and its
 * credits stay usable until the expiry date; it only moves the plan to history.
 */
export const cancel = (sub: Subscription, now: Instant): Cancelled | NotCancellable => {
  const status = statusAt(sub, now)
  if (status === 'EXPIRED') return { _tag: 'NotCancellable', subscriptionId: sub.id, reason: 'EXPIRED' }
  if (status === 'CANCELLED') {
    return { _tag: 'NotCancellable', subscriptionId: sub.id, reason: 'ALREADY_CANCELLED' }
  }
  if (kindOf(sub) === 'free') return { _tag: 'NotCancellable', subscriptionId: sub.id, reason: 'FREE_TRIAL' }
  return { _tag: 'Cancelled', subscription: { ...sub, state: 'CANCELLED' } }
}
