import type { Instant } from '../shared/instant.ts'
import { isUsable, kindOf, type Subscription, statusAt } from './subscription.ts'

export type CurrentAndHistory = {
  /** The plan shown as "current": may be CANCELLED while still usable until its expiry. */
  readonly current: Subscription | null
  /** Other ACTIVE, unexpired subscriptions running beside it: packets, the FREE trial under a paid plan. */
  readonly stacked: readonly Subscription[]
  /** CANCELLED and EXPIRED ones other than current, newest first. */
  readonly history: readonly Subscription[]
}

const newestFirst = (a: Subscription, b: Subscription): number =>
  b.startDate - a.startDate || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)

/**
 * GET /payment/subscription's current + history. Current is the newest usable paid plan (monthly,
 * yearly or CUSTOM), else the usable FREE trial; packets are never "current" since they stack beside a plan.
 * Every subscription lands in exactly one of current, stacked, history.
 */
export const splitCurrentAndHistory = (subs: readonly Subscription[], now: Instant): CurrentAndHistory => {
  const sorted = [...subs].sort(newestFirst)
  const usable = sorted.filter((s) => isUsable(s, now))
  const current =
    usable.find((s) => kindOf(s) === 'subscription' || kindOf(s) === 'custom') ??
    usable.find((s) => kindOf(s) === 'free') ??
    null
  const rest = sorted.filter((s) => s !== current)
  return {
    current,
    stacked: rest.filter((s) => statusAt(s, now) === 'ACTIVE'),
    history: rest.filter((s) => statusAt(s, now) !== 'ACTIVE'),
  }
}
