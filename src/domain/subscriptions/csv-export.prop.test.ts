import fc from 'fast-check'
import { describe, it } from 'vitest'
import { planOf } from '../plans/plan-catalogue.ts'
import { PLAN_TYPES, type PlanType } from '../plans/plan-type.ts'
import { type Instant, instant } from '../shared/instant.ts'
import { fen } from '../shared/money.ts'
import { canExportCsv } from './csv-export.ts'
import { openSubscription, type Subscription } from './subscription.ts'

const DAY = 86_400_000
const T0 = Date.UTC(2024, 0, 1)
const aDay = fc.integer({ min: 0, max: 800 }).map((n): Instant => instant(T0 + n * DAY))
const aTime = fc.oneof(
  aDay,
  fc.integer({ min: 0, max: 800 * DAY }).map((ms): Instant => instant(T0 + ms)),
)

// PRODUCT "Credits": CSV export comes with the Pro plans and the Pro packets (and sales' CUSTOM plans).
const WITH_EXPORT: readonly PlanType[] = [
  'MONTHLY_PRO',
  'YEARLY_PRO',
  'CUSTOM',
  'PACKET_PROFILE_PRO',
  'PACKET_EMAIL_PRO',
  'PACKET_PHONE_PRO',
  'PACKET_SEARCH_PRO',
]
const WITHOUT_EXPORT = PLAN_TYPES.filter((t) => !WITH_EXPORT.includes(t))

const aSubscriptionOf = (types: readonly PlanType[]) =>
  fc
    .record({
      type: fc.constantFrom(...types),
      start: aDay,
      state: fc.constantFrom('ACTIVE' as const, 'CANCELLED' as const),
      ended: fc.option(aTime, { nil: null }),
    })
    .map(
      ({ type, start, state, ended }): Subscription => ({
        ...openSubscription({ id: `s-${type}`, plan: planOf(type), start, amount: fen(0), price: fen(0) }),
        state,
        endedAt: ended,
      }),
    )
const aSubscription = aSubscriptionOf(PLAN_TYPES)

// The oracle, from PRODUCT.md: started, not expired, not replaced; cancelled still counts.
const runsAt = (s: Subscription, now: Instant) =>
  s.startDate <= now &&
  (s.expiryDate === null || now < s.expiryDate) &&
  (s.endedAt === null || now < s.endedAt)

describe('CSV export entitlement', () => {
  it('plans without CSV export never grant it, however many and whenever', () => {
    fc.assert(
      fc.property(
        fc.array(aSubscriptionOf(WITHOUT_EXPORT), { maxLength: 6 }),
        aTime,
        (subs, now) => !canExportCsv(subs, now),
      ),
    )
  })

  it('a Pro plan or packet grants it exactly while it runs: started, not expired, not replaced, cancelled or not', () => {
    fc.assert(
      fc.property(
        aSubscriptionOf(WITH_EXPORT),
        aTime,
        fc.integer({ min: -1, max: 1 }),
        fc.boolean(),
        (s, time, offset, nearEnd) => {
          // Half the time `now` sits within a millisecond of an edge, where off-by-one mistakes live.
          const edge = s.expiryDate ?? s.startDate
          const now = nearEnd ? instant(edge + offset) : time
          return canExportCsv([s], now) === runsAt(s, now)
        },
      ),
    )
  })

  it('the user may export exactly when one of their subscriptions grants it, in any order', () => {
    fc.assert(
      fc.property(fc.array(aSubscription, { maxLength: 6 }), aTime, (subs, now) => {
        const expected = subs.some((s) => WITH_EXPORT.includes(s.planType) && runsAt(s, now))
        return canExportCsv(subs, now) === expected && canExportCsv([...subs].reverse(), now) === expected
      }),
    )
  })

  it('buying more never takes the right away', () => {
    fc.assert(
      fc.property(
        fc.array(aSubscription, { maxLength: 5 }),
        aSubscription,
        aTime,
        (subs, more, now) => !canExportCsv(subs, now) || canExportCsv([...subs, more], now),
      ),
    )
  })
})
