import fc from 'fast-check'
import { describe, it } from 'vitest'
import type { Bucket } from '../credits/bucket.ts'
import { grant } from '../credits/grant.ts'
import { planOf } from '../plans/plan-catalogue.ts'
import { PLAN_TYPES, type PlanType } from '../plans/plan-type.ts'
import { type Instant, instant } from '../shared/instant.ts'
import { fen } from '../shared/money.ts'
import { cancel } from './cancel.ts'
import { endCreditsOf, replaceActive } from './replace-active.ts'
import { isUsable, kindOf, openSubscription, type Subscription, statusAt } from './subscription.ts'

const DAY = 86_400_000
const T0 = Date.UTC(2024, 0, 1)
// A user's history: purchases (or a cancel of the nth subscription) some days apart.
const aStep = fc.record({
  gapDays: fc.integer({ min: 0, max: 45 }),
  type: fc.constantFrom(...PLAN_TYPES),
  cancelIndex: fc.option(fc.nat(20), { nil: null, freq: 3 }),
})

type Step = { gapDays: number; type: PlanType; cancelIndex: number | null }
type World = { subs: readonly Subscription[]; buckets: readonly Bucket[]; now: Instant }

const replay = (steps: readonly Step[]): readonly World[] => {
  let world: World = { subs: [], buckets: [], now: instant(T0) }
  const worlds: World[] = []
  let n = 0
  steps.forEach((step, i) => {
    const now = instant(world.now + step.gapDays * DAY)
    const target = step.cancelIndex === null ? undefined : world.subs[step.cancelIndex]
    if (target !== undefined) {
      const result = cancel(target, now)
      const subs = world.subs.map((s) =>
        result._tag === 'Cancelled' && s.id === target.id ? result.subscription : s,
      )
      world = { ...world, subs, now }
    } else {
      const plan = planOf(step.type)
      const bought = openSubscription({ id: `s${i}`, plan, start: now, amount: fen(0), price: fen(0) })
      const { subscriptions, replaced } = replaceActive(world.subs, bought, now)
      const granted = grant(plan, now, () => `b${++n}`, bought.id)
      const buckets = endCreditsOf(
        world.buckets,
        replaced.map((s) => s.id),
        now,
      )
      world = { subs: subscriptions, buckets: [...buckets, ...granted], now }
    }
    worlds.push(world)
  })
  return worlds
}
const someSteps = fc.array(aStep, { maxLength: 25 })
const isPlan = (s: Subscription) => kindOf(s) === 'subscription'

describe('replacing the active plan', () => {
  it('at most one plan subscription is ACTIVE, and at most one usable, after any sequence of purchases', () => {
    fc.assert(
      fc.property(someSteps, (steps) =>
        replay(steps).every(
          ({ subs, now }) =>
            subs.filter((s) => isPlan(s) && statusAt(s, now) === 'ACTIVE').length <= 1 &&
            subs.filter((s) => isPlan(s) && isUsable(s, now)).length <= 1,
        ),
      ),
    )
  })

  it('credits of a plan that is no longer usable cannot be spent: its buckets are over too', () => {
    fc.assert(
      fc.property(someSteps, (steps) =>
        replay(steps).every(({ subs, buckets, now }) =>
          subs
            .filter((s) => s.endedAt !== null)
            .every((s) =>
              buckets
                .filter((b) => b.subscriptionId === s.id)
                .every((b) => b.expiresAt !== null && b.expiresAt <= now),
            ),
        ),
      ),
    )
  })

  it('packets, FREE and CUSTOM never replace anything; a plan only replaces running plans', () => {
    fc.assert(
      fc.property(someSteps, fc.constantFrom(...PLAN_TYPES), (steps, type) => {
        const { subs, now } = replay(steps).at(-1) ?? { subs: [], now: instant(T0) }
        const bought = openSubscription({
          id: 'new',
          plan: planOf(type),
          start: now,
          amount: fen(0),
          price: fen(0),
        })
        const { subscriptions, replaced } = replaceActive(subs, bought, now)
        if (!isPlan(bought))
          return replaced.length === 0 && subscriptions.slice(0, -1).every((s, i) => s === subs[i])
        return subscriptions.slice(0, -1).every((s, i) => {
          const before = subs[i] as Subscription
          const ran = isPlan(before) && statusAt(before, now) !== 'EXPIRED' && before.endedAt === null
          return ran ? s.state === 'CANCELLED' && s.endedAt === now && replaced.includes(s) : s === before
        })
      }),
    )
  })
})
