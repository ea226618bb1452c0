import fc from 'fast-check'
import { describe, it } from 'vitest'
import { planOf } from '../plans/plan-catalogue.ts'
import { PLAN_TYPES } from '../plans/plan-type.ts'
import { instant } from '../shared/instant.ts'
import { fen } from '../shared/money.ts'
import { splitCurrentAndHistory } from './current-and-history.ts'
import { isUsable, kindOf, openSubscription, type Subscription, statusAt } from './subscription.ts'

const DAY = 86_400_000
const T0 = Date.UTC(2024, 0, 1)
const someSubscriptions = fc
  .uniqueArray(
    fc.record({
      id: fc.string({ minLength: 1, maxLength: 3 }),
      type: fc.constantFrom(...PLAN_TYPES),
      startDay: fc.integer({ min: 0, max: 400 }),
      state: fc.constantFrom('ACTIVE' as const, 'CANCELLED' as const),
      endedDay: fc.option(fc.integer({ min: 0, max: 400 }), { nil: null, freq: 3 }),
    }),
    { selector: (s) => s.id, maxLength: 10 },
  )
  .map((raw) =>
    raw.map(
      ({ id, type, startDay, state, endedDay }): Subscription => ({
        ...openSubscription({
          id,
          plan: planOf(type),
          start: instant(T0 + startDay * DAY),
          amount: fen(0),
          price: fen(0),
        }),
        state,
        endedAt: endedDay === null ? null : instant(T0 + Math.max(startDay, endedDay) * DAY),
      }),
    ),
  )
const aTime = fc.integer({ min: 0, max: 420 }).map((d) => instant(T0 + d * DAY))

describe('current and history', () => {
  it('every subscription lands in exactly one of current, stacked and history', () => {
    fc.assert(
      fc.property(someSubscriptions, aTime, (subs, now) => {
        const { current, stacked, history } = splitCurrentAndHistory(subs, now)
        const all = [...(current === null ? [] : [current]), ...stacked, ...history]
        return all.length === subs.length && subs.every((s) => all.includes(s))
      }),
    )
  })

  it('history holds only CANCELLED or EXPIRED subscriptions, newest first', () => {
    fc.assert(
      fc.property(someSubscriptions, aTime, (subs, now) => {
        const { history } = splitCurrentAndHistory(subs, now)
        return (
          history.every((s) => statusAt(s, now) !== 'ACTIVE') &&
          history.every((s, i) => i === 0 || (history[i - 1] as Subscription).startDate >= s.startDate)
        )
      }),
    )
  })

  it('current is a usable plan, never a packet, and a paid plan wins over the FREE trial', () => {
    fc.assert(
      fc.property(someSubscriptions, aTime, (subs, now) => {
        const { current } = splitCurrentAndHistory(subs, now)
        const paidRunning = subs.some(
          (s) => kindOf(s) !== 'packet' && kindOf(s) !== 'free' && isUsable(s, now),
        )
        if (current === null) return !subs.some((s) => kindOf(s) !== 'packet' && isUsable(s, now))
        return (
          isUsable(current, now) &&
          kindOf(current) !== 'packet' &&
          (kindOf(current) !== 'free' || !paidRunning)
        )
      }),
    )
  })
})
