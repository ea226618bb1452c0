import { describe, expect, it } from 'vitest'
import { PLAN_CATALOGUE } from '../../../domain/plans/plan-catalogue.ts'
import { PLAN_TYPES } from '../../../domain/plans/plan-type.ts'
import { yuanToFen } from '../../../domain/shared/money.ts'
import { formatYuan } from './format-yuan.ts'
import {
  bestYearlySavingPercent,
  cheapestPacketPrice,
  freeTrialUses,
  PACKET_GROUPS,
  SUBSCRIPTION_TIERS,
} from './pricing-offers.ts'
import { pricingPath } from './pricing-path.ts'

describe('what the pricing page offers', () => {
  it('offers every purchasable plan of the catalogue exactly once', () => {
    const offered = [
      ...SUBSCRIPTION_TIERS.flatMap(({ plans }) => [plans.monthly, plans.yearly]),
      ...PACKET_GROUPS.flatMap(({ packets }) => packets.map((p) => p.plan)),
    ]
    const purchasable = PLAN_TYPES.filter((type) => PLAN_CATALOGUE[type].purchasable)
    expect([...offered].sort()).toEqual([...purchasable].sort())
  })

  it('takes its figures from the catalogue', () => {
    expect(freeTrialUses()).toBe(10)
    expect(cheapestPacketPrice()).toBe(yuanToFen(200))
    expect(bestYearlySavingPercent()).toBe(24)
  })

  it('shows yuan with grouping, and fen only when there are some', () => {
    expect(formatYuan(yuanToFen(3200), 'en')).toBe('¥3,200')
    expect(formatYuan(yuanToFen(12.5), 'zh')).toBe('¥12.50')
    expect(formatYuan(yuanToFen(0), 'en')).toBe('¥0')
  })

  it('comes back from signing in to the same period and code', () => {
    expect(pricingPath({ period: 'monthly', inviteCode: '  ' })).toBe('/pricing')
    expect(pricingPath({ period: 'yearly', inviteCode: ' spring25 ' })).toBe(
      '/pricing?period=yearly&code=SPRING25',
    )
  })
})
