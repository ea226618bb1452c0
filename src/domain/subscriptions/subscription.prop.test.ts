import fc from 'fast-check'
import { describe, it } from 'vitest'
import { planOf } from '../plans/plan-catalogue.ts'
import { PLAN_TYPES } from '../plans/plan-type.ts'
import { type Instant, instant } from '../shared/instant.ts'
import { fen } from '../shared/money.ts'
import { cancel } from './cancel.ts'
import { isUsable, openSubscription, type Subscription, statusAt } from './subscription.ts'

const DAY = 86_400_000
const T0 = Date.UTC(2024, 0, 1)
const aDay = fc.integer({ min: 0, max: 800 }).map((n): Instant => instant(T0 + n * DAY))
// Whole days hit expiry dates exactly (midnight starts); any millisecond covers the rest.
const aTime = fc.oneof(
  aDay,
  fc.integer({ min: 0, max: 800 * DAY }).map((ms): Instant => instant(T0 + ms)),
)
const aSubscription = fc
  .record({
    type: fc.constantFrom(...PLAN_TYPES),
    start: aDay,
    state: fc.constantFrom('ACTIVE', 'CANCELLED'),
  })
  .map(
    ({ type, start, state }): Subscription => ({
      ...openSubscription({ id: 's', plan: planOf(type), start, amount: fen(0), price: fen(0) }),
      state: state as Subscription['state'],
    }),
  )

// Half the time `now` sits within a millisecond of the expiry date, where off-by-one mistakes live.
const aSubscriptionAndTime = fc
  .tuple(aSubscription, aTime, fc.integer({ min: -1, max: 1 }), fc.boolean())
  .map(([sub, time, offset, nearExpiry]): [Subscription, Instant] => [
    sub,
    nearExpiry && sub.expiryDate !== null ? instant(sub.expiryDate + offset) : time,
  ])

describe('subscription status', () => {
  it('status is EXPIRED at and after the expiry date, whatever the state', () => {
    fc.assert(
      fc.property(aSubscriptionAndTime, ([sub, now]) => {
        const expired = sub.expiryDate !== null && now >= sub.expiryDate
        return (statusAt(sub, now) === 'EXPIRED') === expired && (expired || statusAt(sub, now) === sub.state)
      }),
    )
  })

  it('a Forever subscription never expires', () => {
    fc.assert(
      fc.property(
        aSubscription,
        aTime,
        (sub, now) => sub.expiryDate !== null || statusAt(sub, now) !== 'EXPIRED',
      ),
    )
  })

  it('a cancelled plan stays usable until its expiry, and not after', () => {
    fc.assert(
      fc.property(aSubscriptionAndTime, aTime, ([sub, later], cancelAt) => {
        const active: Subscription = { ...sub, state: 'ACTIVE' }
        const result = cancel(active, cancelAt)
        if (result._tag !== 'Cancelled' || later < cancelAt || later < sub.startDate) return true
        const beforeExpiry = sub.expiryDate === null || later < sub.expiryDate
        return isUsable(result.subscription, later) === beforeExpiry
      }),
    )
  })

  it('only an ACTIVE, unexpired, paid-for subscription can be cancelled, and only once', () => {
    fc.assert(
      fc.property(aSubscription, aTime, (sub, now) => {
        const result = cancel(sub, now)
        const cancellable = statusAt(sub, now) === 'ACTIVE' && sub.planType !== 'FREE'
        if (result._tag === 'NotCancellable') return !cancellable
        return cancellable && cancel(result.subscription, now)._tag === 'NotCancellable'
      }),
    )
  })
})
