import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { INVITATION_STATUSES } from '../invitations/invitation.ts'
import { planOf } from '../plans/plan-catalogue.ts'
import { PLAN_TYPES } from '../plans/plan-type.ts'
import { instant } from '../shared/instant.ts'
import { fen } from '../shared/money.ts'
import {
  cancelledOrder,
  newOrder,
  type Order,
  type PaymentOutcome,
  paidOrder,
  settlementOf,
} from './order.ts'

const anInvitation = fc.option(
  fc.record({
    id: fc.constant('inv'),
    status: fc.constantFrom(...INVITATION_STATUSES),
    discountAmount: fc.integer({ min: 1, max: 1_000_000 }).map(fen),
  }),
  { nil: undefined },
)
const aPlan = fc.constantFrom(...PLAN_TYPES).map(planOf)
const anOutcome = fc.constantFrom<PaymentOutcome>('PAID', 'CANCELLED')

const placed = newOrder({
  id: 'o',
  userId: 'u',
  plan: planOf('MONTHLY_PRO'),
  invitation: undefined,
  now: instant(0),
}) as Order

// Applies outcomes one after another as the settle use case does: only what settlementOf allows moves.
const replay = (outcomes: readonly PaymentOutcome[]): readonly Order[] => {
  const seen: Order[] = []
  let order = placed
  outcomes.forEach((outcome, i) => {
    const step = settlementOf(order, outcome)
    if (step === 'Pay') order = paidOrder(order, instant(i + 1), `ref${i}`, `sub${i}`)
    if (step === 'Cancel') order = cancelledOrder(order, instant(i + 1), `ref${i}`)
    seen.push(order)
  })
  return seen
}

describe('orders', () => {
  it('original = discount + final, and final never exceeds the list price nor goes below zero', () => {
    fc.assert(
      fc.property(aPlan, anInvitation, (plan, invitation) => {
        const order = newOrder({ id: 'o', userId: 'u', plan, invitation, now: instant(0) })
        if ('_tag' in order) return !plan.purchasable || plan.price === null
        const discounted = invitation?.status === 'ACTIVE'
        return (
          plan.purchasable &&
          order.status === 'PENDING' &&
          order.original === plan.price &&
          order.original === order.discount + order.final &&
          order.final >= 0 &&
          (discounted
            ? order.discount === Math.min(plan.price, invitation.discountAmount)
            : order.discount === 0) &&
          (order.invitationId === null) === !discounted
        )
      }),
    )
  })

  it('an order settles at most once: after the first outcome its status and record never change', () => {
    fc.assert(
      fc.property(fc.array(anOutcome, { minLength: 1, maxLength: 12 }), (outcomes) => {
        const seen = replay(outcomes)
        const first = seen[0]
        return first !== undefined && first.status === outcomes[0] && seen.every((o) => o === first)
      }),
    )
  })

  it('PAID exactly when a subscription is recorded; a paid order is never cancelled', () => {
    fc.assert(
      fc.property(fc.array(anOutcome, { maxLength: 12 }), (outcomes) =>
        replay(outcomes).every((o) => (o.status === 'PAID') === (o.subscriptionId !== null)),
      ),
    )
    const paid = replay(['PAID'])[0] as Order
    expect([settlementOf(paid, 'CANCELLED'), settlementOf(paid, 'PAID')]).toEqual([
      'AlreadySettled',
      'AlreadySettled',
    ])
    const cancelled = replay(['CANCELLED'])[0] as Order
    expect([settlementOf(cancelled, 'PAID'), settlementOf(cancelled, 'CANCELLED')]).toEqual([
      'Refused',
      'AlreadySettled',
    ])
  })

  it('FREE and CUSTOM are never ordered', () => {
    for (const type of ['FREE', 'CUSTOM'] as const)
      expect(
        newOrder({ id: 'o', userId: 'u', plan: planOf(type), invitation: undefined, now: instant(0) }),
      ).toEqual({ _tag: 'PlanNotPurchasable', planType: type })
  })
})
