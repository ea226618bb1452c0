import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { instant } from '../shared/instant.ts'
import { OPT_OUT_TOKEN_LIFETIME_MS, optOutExpiry, tokenState } from './token-expiry.ts'

const moment = fc.integer({ min: 0, max: 4_000_000_000_000 }).map(instant)
const offset = fc.integer({ min: 0, max: 10 * OPT_OUT_TOKEN_LIFETIME_MS })

describe('opt-out token expiry', () => {
  it('a link works before its expiry and never at or after it', () => {
    fc.assert(
      fc.property(moment, offset, (requestedAt, after) => {
        const expiresAt = optOutExpiry(requestedAt)
        const now = instant(requestedAt + after)
        expect(tokenState({ expiresAt, confirmedAt: null }, now)).toBe(
          after < OPT_OUT_TOKEN_LIFETIME_MS ? 'Usable' : 'Expired',
        )
      }),
    )
  })

  it('a used link is never usable again, however soon or late', () => {
    fc.assert(
      fc.property(moment, offset, offset, (requestedAt, confirmedAfter, askedAfter) => {
        const request = {
          expiresAt: optOutExpiry(requestedAt),
          confirmedAt: instant(requestedAt + confirmedAfter),
        }
        expect(tokenState(request, instant(requestedAt + askedAfter))).toBe('Used')
      }),
    )
  })

  it('expiry moves forward with the request and the lifetime, never backward', () => {
    fc.assert(
      fc.property(moment, moment, fc.integer({ min: 1, max: 10 ** 9 }), (a, b, lifetime) => {
        expect(optOutExpiry(a, lifetime) - a).toBe(lifetime)
        if (a <= b) expect(optOutExpiry(a)).toBeLessThanOrEqual(optOutExpiry(b))
      }),
    )
  })
})
