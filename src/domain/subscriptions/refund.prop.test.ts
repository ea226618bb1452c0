import fc from 'fast-check'
import { describe, it } from 'vitest'
import { isActiveAt, remaining } from '../credits/bucket.ts'
import { credits } from '../credits/credits.ts'
import { planOf } from '../plans/plan-catalogue.ts'
import { PLAN_TYPES } from '../plans/plan-type.ts'
import { type Instant, instant } from '../shared/instant.ts'
import { fen } from '../shared/money.ts'
import { applyChange, type Holdings } from './holdings.ts'
import { purchase } from './purchase.ts'
import { refundWithdrawal } from './refund.ts'
import { isUsable } from './subscription.ts'

const DAY = 86_400_000
const left = (h: Holdings, now: Instant) =>
  h.buckets.filter((b) => isActiveAt(b, now)).reduce((sum, b) => sum + remaining(b), 0)
const T0 = Date.UTC(2025, 0, 1)
const purchasable = PLAN_TYPES.filter((t) => planOf(t).purchasable)

// Two purchases, some credits used of each, then the first refunded some days later.
const aWorld = fc.record({
  first: fc.constantFrom(...purchasable),
  second: fc.option(fc.constantFrom(...purchasable), { nil: undefined }),
  usedShare: fc.double({ min: 0, max: 1, noNaN: true }),
  laterDays: fc.integer({ min: 0, max: 400 }),
})

describe('refunds', () => {
  it('withdraw exactly the unused credits of the refunded purchase: never below used, nothing of any other', () => {
    fc.assert(
      fc.property(aWorld, ({ first, second, usedShare, laterDays }) => {
        let bucket = 0
        const buy = (holdings: Holdings, type: (typeof purchasable)[number], at: number, id: string) =>
          purchase({
            holdings,
            plan: planOf(type),
            start: instant(at),
            amount: fen(0),
            subscriptionId: id,
            newBucketId: () => `b${++bucket}`,
          })
        let holdings: Holdings = { subscriptions: [], buckets: [] }
        holdings = applyChange(holdings, buy(holdings, first, T0, 's1').change)
        // Use a share of each bucket of the first purchase.
        holdings = {
          ...holdings,
          buckets: holdings.buckets.map((b) => ({ ...b, used: credits(Math.floor(b.granted * usedShare)) })),
        }
        if (second !== undefined)
          holdings = applyChange(holdings, buy(holdings, second, T0 + DAY, 's2').change)
        const now = instant(T0 + laterDays * DAY)
        const { change, withdrawals } = refundWithdrawal(holdings, 's1', now)
        const after = applyChange(holdings, change)
        const mine = (h: Holdings) => h.buckets.filter((b) => b.subscriptionId === 's1')
        const others = (h: Holdings) => h.buckets.filter((b) => b.subscriptionId !== 's1')
        const runningBefore = mine(holdings).filter((b) => b.expiresAt === null || now < b.expiresAt)
        const withdrawn = withdrawals.reduce((sum, w) => sum + w.withdrawn, 0)
        return (
          // Nothing of the refunded purchase is usable any more, and its used credits stay used.
          mine(after).every(
            (b) => !isActiveAt(b, now) && b.used === holdings.buckets.find((x) => x.id === b.id)?.used,
          ) &&
          withdrawals.every((w) => w.withdrawn >= 0 && w.withdrawn <= w.granted - w.used) &&
          withdrawn === runningBefore.reduce((sum, b) => sum + (b.granted - b.used), 0) &&
          // Every other purchase is untouched.
          JSON.stringify(others(after)) === JSON.stringify(others(holdings)) &&
          after.subscriptions.filter((s) => s.id !== 's1').every((s) => holdings.subscriptions.includes(s)) &&
          !after.subscriptions.some((s) => s.id === 's1' && isUsable(s, now)) &&
          // What can be spent drops by exactly what was withdrawn.
          left(holdings, now) - left(after, now) === withdrawn
        )
      }),
    )
  })
})
