import { describe, expect, it } from 'vitest'
import { PACKET_GROUPS, PACKET_KINDS, PERIODS, packetPlan, subscriptionPlan, TIERS } from './plan-parts.ts'
import { PLAN_TYPES } from './plan-type.ts'

describe('the parts of a plan id', () => {
  it('make every catalogue plan but the granted ones once: tiers × periods and packet kinds × groups', () => {
    const made = [
      ...TIERS.flatMap((tier) => PERIODS.map((period) => subscriptionPlan(tier, period))),
      ...PACKET_GROUPS.flatMap((group) => PACKET_KINDS.map((kind) => packetPlan(kind, group))),
    ]
    expect(new Set(made).size).toBe(made.length)
    expect([...made, 'FREE', 'CUSTOM'].sort()).toEqual([...PLAN_TYPES].sort())
  })

  it('reads as the spec names them', () => {
    expect(subscriptionPlan('pro', 'monthly')).toBe('MONTHLY_PRO')
    expect(packetPlan('profile', 'basic')).toBe('PACKET_PROFILE_BASIC')
  })
})
