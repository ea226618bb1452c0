import fc from 'fast-check'
import { describe, it } from 'vitest'
import { balances } from '../credits/balances.ts'
import { isActiveAt } from '../credits/bucket.ts'
import { planOf } from '../plans/plan-catalogue.ts'
import { PLAN_TYPES, type PlanType } from '../plans/plan-type.ts'
import { type Instant, instant } from '../shared/instant.ts'
import { fen } from '../shared/money.ts'
import { applyChange, type Holdings } from './holdings.ts'
import { type Purchase, purchase } from './purchase.ts'
import { isUsable, kindOf } from './subscription.ts'

const DAY = 86_400_000
const T0 = Date.UTC(2024, 0, 1)
const aStep = fc.record({ gapDays: fc.integer({ min: 0, max: 45 }), type: fc.constantFrom(...PLAN_TYPES) })
type Step = { gapDays: number; type: PlanType }
type World = { holdings: Holdings; now: Instant; last: Purchase | null; before: Holdings }

const buy = (holdings: Holdings, type: PlanType, now: Instant, n: number): Purchase => {
  let bucket = 0
  return purchase({
    holdings,
    plan: planOf(type),
    start: now,
    amount: fen(0),
    price: fen(0),
    subscriptionId: `s${n}`,
    newBucketId: () => `b${n}-${++bucket}`,
  })
}

const replay = (steps: readonly Step[]): readonly World[] => {
  let holdings: Holdings = { subscriptions: [], buckets: [] }
  let now = instant(T0)
  return steps.map((step, n) => {
    now = instant(now + step.gapDays * DAY)
    const before = holdings
    const last = buy(holdings, step.type, now, n)
    holdings = applyChange(holdings, last.change)
    return { holdings, now, last, before }
  })
}
const someSteps = fc.array(aStep, { minLength: 1, maxLength: 20 })

describe('purchase', () => {
  it('at most one monthly/yearly plan is usable after any sequence of purchases', () => {
    fc.assert(
      fc.property(someSteps, (steps) =>
        replay(steps).every(
          ({ holdings, now }) =>
            holdings.subscriptions.filter((s) => kindOf(s) === 'subscription' && isUsable(s, now)).length <=
            1,
        ),
      ),
    )
  })

  it('grants exactly the plan catalogue credits, starting at the purchase, to the new subscription', () => {
    fc.assert(
      fc.property(someSteps, (steps) =>
        replay(steps).every(({ last, now }) => {
          if (last === null) return true
          const plan = planOf(last.subscription.planType)
          const { granted } = last.change
          return (
            granted.length === plan.grants.length &&
            granted.every(
              (b, i) =>
                b.kind === plan.grants[i]?.kind &&
                b.granted === plan.grants[i]?.quantity &&
                b.used === 0 &&
                b.startsAt === now &&
                b.subscriptionId === last.subscription.id,
            )
          )
        }),
      ),
    )
  })

  it('changes only the plans it replaces and their credits; packets, FREE and CUSTOM change nothing existing', () => {
    fc.assert(
      fc.property(someSteps, (steps) =>
        replay(steps).every(({ last, before, now }) => {
          if (last === null) return true
          const { updated, ended } = last.change
          if (kindOf(last.subscription) !== 'subscription') return updated.length === 0 && ended.length === 0
          const replacedIds = new Set(updated.map((s) => s.id))
          return (
            updated.every(
              (s) => kindOf(s) === 'subscription' && s.state === 'CANCELLED' && s.endedAt === now,
            ) &&
            ended.every(
              (b) => replacedIds.has(b.subscriptionId) && b.expiresAt === Math.max(now, b.startsAt),
            ) &&
            before.buckets
              .filter((b) => replacedIds.has(b.subscriptionId) && isActiveAt(b, now))
              .every((b) => ended.some((e) => e.id === b.id))
          )
        }),
      ),
    )
  })

  it('credits of replaced plans cannot pay from the purchase on; everything else keeps its balance', () => {
    fc.assert(
      fc.property(someSteps, (steps) =>
        replay(steps).every(({ last, before, holdings, now }) => {
          if (last === null) return true
          const replacedIds = new Set(last.change.updated.map((s) => s.id))
          const kept = before.buckets.filter((b) => !replacedIds.has(b.subscriptionId))
          const expected = balances([...kept, ...last.change.granted], now)
          const actual = balances(holdings.buckets, now)
          return JSON.stringify(actual) === JSON.stringify(expected)
        }),
      ),
    )
  })
})
