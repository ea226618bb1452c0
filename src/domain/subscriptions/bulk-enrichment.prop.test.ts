import fc from 'fast-check'
import { describe, it } from 'vitest'
import { planOf } from '../plans/plan-catalogue.ts'
import { PLAN_TYPES, type PlanType } from '../plans/plan-type.ts'
import { type Instant, instant } from '../shared/instant.ts'
import { fen } from '../shared/money.ts'
import { canBulkEnrich } from './bulk-enrichment.ts'
import { openSubscription, type Subscription } from './subscription.ts'

const DAY = 86_400_000
const T0 = Date.UTC(2024, 0, 1)
const aTime = fc.integer({ min: 0, max: 800 * DAY }).map((ms): Instant => instant(T0 + ms))
// The catalogue: the Pro plans and sales' CUSTOM plans; no packet, no Basic plan, not the free trial.
const WITH_BULK: readonly PlanType[] = ['MONTHLY_PRO', 'YEARLY_PRO', 'CUSTOM']

const aSubscriptionOf = (types: readonly PlanType[]) =>
  fc
    .record({
      type: fc.constantFrom(...types),
      start: aTime,
      state: fc.constantFrom('ACTIVE' as const, 'CANCELLED' as const),
    })
    .map(
      ({ type, start, state }): Subscription => ({
        ...openSubscription({ id: `s-${type}`, plan: planOf(type), start, amount: fen(0), price: fen(0) }),
        state,
      }),
    )

const runsAt = (s: Subscription, now: Instant) =>
  s.startDate <= now &&
  (s.expiryDate === null || now < s.expiryDate) &&
  (s.endedAt === null || now < s.endedAt)

describe('bulk enrichment entitlement', () => {
  it('is granted exactly while a Pro or custom plan runs, whatever else the user holds', () => {
    fc.assert(
      fc.property(fc.array(aSubscriptionOf(PLAN_TYPES), { maxLength: 6 }), aTime, (subs, now) => {
        const expected = subs.some((s) => WITH_BULK.includes(s.planType) && runsAt(s, now))
        return canBulkEnrich(subs, now) === expected
      }),
    )
  })

  it('no Basic plan or packet grants it', () => {
    const without = PLAN_TYPES.filter((t) => !WITH_BULK.includes(t))
    fc.assert(
      fc.property(
        fc.array(aSubscriptionOf(without), { maxLength: 6 }),
        aTime,
        (subs, now) => !canBulkEnrich(subs, now),
      ),
    )
  })
})
