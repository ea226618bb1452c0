import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  API_CALLS_PER_MINUTE,
  apiCallsPerMinute,
  apiLimitsOf,
  checkCustomApiLimit,
  MAX_CUSTOM_API_CALLS_PER_MINUTE,
} from './api-rate-limit.ts'
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

const custom = fc.option(fc.integer({ min: 1, max: MAX_CUSTOM_API_CALLS_PER_MINUTE }), { nil: null })

describe('API rate limits set by an admin (CUSTOM plans)', () => {
  it('a limit an admin set is the user’s and each key’s while they hold a CUSTOM plan, and only then', () => {
    fc.assert(
      fc.property(plans, custom, fc.nat({ max: 5000 }), (held, set, cap) => {
        const limits = apiLimitsOf(held, set, cap)
        if (set !== null && held.includes('CUSTOM')) expect(limits).toEqual({ perUser: set, perKey: set })
        else expect(limits).toEqual({ perUser: cap, perKey: apiCallsPerMinute(held, cap) })
      }),
    )
  })

  it('a key never gets more than its user, whichever rule applies', () => {
    fc.assert(
      fc.property(plans, custom, fc.integer({ min: 1, max: 5000 }), (held, set, cap) => {
        const { perUser, perKey } = apiLimitsOf(held, set, cap)
        expect(perKey).toBeLessThanOrEqual(perUser)
        expect(perKey).toBeGreaterThan(0)
      }),
    )
  })

  it('an admin may set exactly the whole numbers from 1 to the maximum', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -10, max: 7000 }), fc.double({ noNaN: false })), (n) => {
        const valid = Number.isInteger(n) && n >= 1 && n <= MAX_CUSTOM_API_CALLS_PER_MINUTE
        expect(checkCustomApiLimit(n)._tag).toBe(valid ? 'ValidApiRateLimit' : 'InvalidApiRateLimit')
      }),
    )
    for (const bad of [0, -1, 1.5, MAX_CUSTOM_API_CALLS_PER_MINUTE + 1, Number.NaN, Number.POSITIVE_INFINITY])
      expect(checkCustomApiLimit(bad)._tag).toBe('InvalidApiRateLimit')
    expect(checkCustomApiLimit(MAX_CUSTOM_API_CALLS_PER_MINUTE)._tag).toBe('ValidApiRateLimit')
  })
})
