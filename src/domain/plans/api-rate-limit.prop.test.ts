import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { API_CALLS_PER_MINUTE, apiCallsPerMinute } from './api-rate-limit.ts'
import { PLAN_TYPES } from './plan-type.ts'

const plans = fc.array(fc.constantFrom(...PLAN_TYPES), { maxLength: 5 })

describe('API rate limits by plan', () => {
  it('buying another plan never lowers a user’s limit, and the cap is never exceeded', () => {
    fc.assert(
      fc.property(plans, fc.constantFrom(...PLAN_TYPES), fc.nat({ max: 5000 }), (held, more, cap) => {
        const before = apiCallsPerMinute(held, cap)
        expect(apiCallsPerMinute([...held, more], cap)).toBeGreaterThanOrEqual(before)
        if (cap > 0) expect(before).toBeLessThanOrEqual(cap)
      }),
    )
  })

  it('Pro allows more than Basic, and Basic more than the free trial', () => {
    expect(API_CALLS_PER_MINUTE.MONTHLY_PRO).toBeGreaterThan(API_CALLS_PER_MINUTE.MONTHLY_BASIC)
    expect(API_CALLS_PER_MINUTE.MONTHLY_BASIC).toBeGreaterThan(API_CALLS_PER_MINUTE.FREE)
    expect(apiCallsPerMinute([], 0)).toBe(API_CALLS_PER_MINUTE.FREE)
  })
})
