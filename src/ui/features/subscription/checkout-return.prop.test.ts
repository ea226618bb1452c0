import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type {
  PlanRecord,
  SubscriptionOverview,
} from '../../../application/browser/ports/subscription.api.port.ts'
import { PLAN_TYPES } from '../../../domain/plans/plan-type.ts'
import { fen } from '../../../domain/shared/money.ts'
import { JUST_PAID_MS, orderArrived, runningPlanIds } from './checkout-return.ts'

const NOW = Date.parse('2025-05-01T12:00:00.000Z')
const DAY = 86_400_000

const plan = (planType: fc.Arbitrary<PlanRecord['planType']>, startOffset: fc.Arbitrary<number>) =>
  fc.record({
    id: fc.uuid(),
    planType,
    status: fc.constant('ACTIVE' as const),
    startDate: startOffset.map((offset) => new Date(NOW - offset).toISOString()),
    expiryDate: fc.constant(null),
    price: fc.constant(fen(0)),
    amount: fc.constant(fen(0)),
    grants: fc.constant([]),
  })

const paidType = fc.constantFrom(...PLAN_TYPES.filter((t) => t !== 'FREE'))
const longAgo = fc.integer({ min: JUST_PAID_MS + 1, max: 400 * DAY })
const anyTime = fc.integer({ min: -DAY, max: 400 * DAY })

const overviewOf = (plans: readonly PlanRecord[]): Pick<SubscriptionOverview, 'current' | 'stacked'> => ({
  current: plans[0] ?? null,
  stacked: plans.slice(1),
})

describe('back from a checkout', () => {
  it('a paid plan that was not running at the first look always counts as the order arriving', () => {
    fc.assert(
      fc.property(
        fc.array(plan(paidType, anyTime), { maxLength: 4 }),
        plan(paidType, anyTime),
        (before, bought) => {
          const firstLook = runningPlanIds(overviewOf(before))
          fc.pre(!firstLook.has(bought.id))
          expect(orderArrived(overviewOf([...before, bought]), firstLook, NOW)).toBe(true)
        },
      ),
    )
  })

  it('nothing has arrived while every plan was there at first and started long before now', () => {
    fc.assert(
      fc.property(fc.array(plan(paidType, longAgo), { maxLength: 4 }), (plans) => {
        const overview = overviewOf(plans)
        expect(orderArrived(overview, runningPlanIds(overview), NOW)).toBe(false)
      }),
    )
  })

  it('the FREE trial never counts as an order arriving, however new', () => {
    fc.assert(
      fc.property(plan(fc.constant('FREE' as const), anyTime), (trial) => {
        expect(orderArrived(overviewOf([trial]), new Set(), NOW)).toBe(false)
      }),
    )
  })

  it('a plan already there counts when it started just now, by either clock', () => {
    fc.assert(
      fc.property(plan(paidType, fc.integer({ min: -JUST_PAID_MS, max: JUST_PAID_MS })), (bought) => {
        const overview = overviewOf([bought])
        expect(orderArrived(overview, runningPlanIds(overview), NOW)).toBe(true)
      }),
    )
  })
})
