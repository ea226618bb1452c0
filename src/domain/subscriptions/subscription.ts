import type { Plan } from '../plans/plan.ts'
import { planOf } from '../plans/plan-catalogue.ts'
import { expiryOf } from '../plans/plan-expiry.ts'
import type { PlanType } from '../plans/plan-type.ts'
import type { Instant } from '../shared/instant.ts'
import type { Fen } from '../shared/money.ts'

export type SubscriptionId = string

/** Stored state; EXPIRED is never stored but derived from the expiry date (statusAt). */
export const SUBSCRIPTION_STATES = ['ACTIVE', 'CANCELLED'] as const
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number]
/** A subscription's status as shown: its stored state, or EXPIRED. */
export const SUBSCRIPTION_STATUSES = [...SUBSCRIPTION_STATES, 'EXPIRED'] as const
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]

export const isSubscriptionState = (value: string): value is SubscriptionState =>
  (SUBSCRIPTION_STATES as readonly string[]).includes(value)

export type Subscription = {
  readonly id: SubscriptionId
  readonly planType: PlanType
  readonly state: SubscriptionState
  readonly startDate: Instant
  /** null: Forever. */
  readonly expiryDate: Instant | null
  /** Catalogue (or agreed) price and the amount actually paid after any discount. */
  readonly price: Fen
  readonly amount: Fen
  /**
   * Set when a newer plan replaced this one: its use (and its credits) ended then, although its
   * expiry date stays as bought. A plain cancel leaves it null: the plan runs on until expiry.
   */
  readonly endedAt: Instant | null
}

/** Expired at and after the expiry date, whatever the stored state. */
export const statusAt = (sub: Subscription, now: Instant): SubscriptionStatus =>
  sub.expiryDate !== null && sub.expiryDate <= now ? 'EXPIRED' : sub.state

/** Whether its credits and features may be used: cancelled plans stay usable until expiry. */
export const isUsable = (sub: Subscription, now: Instant): boolean =>
  sub.startDate <= now && statusAt(sub, now) !== 'EXPIRED' && (sub.endedAt === null || now < sub.endedAt)

export const kindOf = (sub: Subscription) => planOf(sub.planType).kind

type OpenInput = {
  readonly id: SubscriptionId
  readonly plan: Plan
  readonly start: Instant
  readonly amount: Fen
  /** Required for CUSTOM, whose price is agreed by sales rather than listed. */
  readonly price?: Fen
}

/** A newly bought (or granted) plan, ACTIVE from `start` for the plan's period. */
export const openSubscription = ({ id, plan, start, amount, price: agreed }: OpenInput): Subscription => {
  const price = agreed ?? plan.price
  // Callers price CUSTOM orders from the sales agreement; reaching here without one is a bug.
  if (price === null) throw new Error(`${plan.type} needs an agreed price`)
  return {
    id,
    planType: plan.type,
    state: 'ACTIVE',
    startDate: start,
    expiryDate: expiryOf(plan, start),
    price,
    amount,
    endedAt: null,
  }
}
