import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { planOf } from '../plans/plan-catalogue.ts'
import { instant } from '../shared/instant.ts'
import {
  cancelledOrder,
  newOrder,
  type Order,
  type PaymentOutcome,
  paidOrder,
  paymentMatches,
  refundable,
  refundedOrder,
  settlementOf,
} from './order.ts'

const placed = newOrder({
  id: 'o',
  userId: 'u',
  plan: planOf('MONTHLY_PRO'),
  invitation: undefined,
  now: instant(0),
  provider: 'stripe',
}) as Order

/** A provider's event as the settle use case sees it: an outcome, an amount, a currency, an id. */
type Event = { outcome: PaymentOutcome; amount: number; currency: string; id: string }

const aMatchingEvent = fc.record({
  outcome: fc.constantFrom<PaymentOutcome>('PAID', 'CANCELLED'),
  amount: fc.constant<number>(placed.final),
  currency: fc.constantFrom('CNY', 'cny'),
  id: fc.constantFrom('evt_1', 'evt_2', 'evt_3'),
})
const anEvent: fc.Arbitrary<Event> = fc.oneof(
  aMatchingEvent,
  fc.record({
    outcome: fc.constantFrom<PaymentOutcome>('PAID', 'CANCELLED'),
    amount: fc.integer({ min: 0, max: 100_000 }),
    currency: fc.constantFrom('CNY', 'USD', 'EUR', 'HKD'),
    id: fc.constantFrom('evt_1', 'evt_2', 'evt_4'),
  }),
)

// As SettleOrder applies events: refused unless they match, then only what settlementOf allows moves.
const apply = (order: Order, event: Event, at: number): Order => {
  if (!paymentMatches(order, event)) return order
  const step = settlementOf(order, event.outcome)
  const record = { providerRef: `pi_${event.id}`, eventId: event.id, method: 'card' }
  if (step === 'Pay') return paidOrder(order, instant(at), record, 'sub')
  if (step === 'Cancel') return cancelledOrder(order, instant(at), record)
  return order
}
const run = (events: readonly Event[], start: Order = placed) =>
  events.reduce((order, event) => apply(order, event, 1), start)

describe('payments', () => {
  it('the amount check: only the final amount in CNY (any case) matches, whatever else is claimed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.string({ maxLength: 4 }), (amount, currency) => {
        const matches = paymentMatches(placed, { amount, currency })
        return matches === (amount === placed.final && currency.toUpperCase() === 'CNY')
      }),
    )
  })

  it('settlement is idempotent: any sequence of events, each delivered any number of times, ends as the same order as each once', () => {
    fc.assert(
      fc.property(
        fc.array(anEvent, { maxLength: 10 }),
        fc.array(fc.nat(3), { maxLength: 10 }),
        (events, times) => {
          const repeated = events.flatMap((e, i) => Array.from({ length: 1 + (times[i] ?? 0) }, () => e))
          expect(run(repeated)).toEqual(run(events))
        },
      ),
    )
  })

  it('event ordering: once paid, no later event (expired, failed, another payment, any amount) unpays it', () => {
    fc.assert(
      fc.property(
        fc.array(anEvent, { maxLength: 6 }),
        fc.array(anEvent, { maxLength: 12 }),
        (before, after) => {
          const pay: Event = { outcome: 'PAID', amount: placed.final, currency: 'CNY', id: 'evt_pay' }
          const settled = run([...before, pay])
          if (settled.status !== 'PAID') return settled.status === 'CANCELLED'
          return run(after, settled) === settled
        },
      ),
    )
  })

  it('a mismatched event never moves an order, whatever its outcome', () => {
    fc.assert(
      fc.property(anEvent, (event) => {
        fc.pre(!paymentMatches(placed, event))
        return run([event]) === placed
      }),
    )
  })

  it('only a PAID order is refundable, and a refunded one ignores every later event', () => {
    fc.assert(
      fc.property(
        fc.array(anEvent, { maxLength: 8 }),
        fc.array(anEvent, { maxLength: 8 }),
        (first, later) => {
          const order = run(first)
          const check = refundable(order)
          if (order.status !== 'PAID') return '_tag' in check && check.status === order.status
          if ('_tag' in check) return false
          const refunded = refundedOrder(check, instant(100), 're_1')
          return (
            refunded.status === 'REFUNDED' &&
            refunded.subscriptionId === order.subscriptionId &&
            '_tag' in refundable(refunded) &&
            run(later, refunded) === refunded
          )
        },
      ),
    )
  })
})
