import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ACCESS_TOKEN_EXPIRY_MARGIN_SECONDS,
  accessTokenIsUsable,
  CLOCK_TOLERANCE_SECONDS,
  HOME_PATH,
  issuedAtIsFresh,
  KEY_CACHE_MAX_AGE_MS,
  KEY_COOLDOWN_MS,
  KEY_FETCH_TIMEOUT_MS,
  SIGN_IN_SCOPES,
  safeReturnPath,
} from './sign-in-rules.ts'

const SITE = 'https://leadlens.example'
const now = fc.integer({ min: 1_000_000_000, max: 4_000_000_000 })

describe('return path after sign-in', () => {
  it('never leaves the site, whatever was requested', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.anything()), (requested) => {
        const path = safeReturnPath(requested)
        return new URL(path, SITE).origin === SITE && path.startsWith('/')
      }),
    )
  })

  it('keeps a path on the site as it was', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/)
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), segment, (parts, link) => {
        const path = `/${parts.join('/')}?link=${encodeURIComponent(`https://www.linkedin.com/in/${link}`)}`
        return parts[0] === 'callback' || safeReturnPath(path) === path
      }),
    )
  })

  it.each([
    ['//evil.example/x'],
    ['/\\evil.example'],
    ['https://evil.example/'],
    ['javascript:alert(1)'],
    ['/callback?code=x&state=y'],
    ['/callback'],
    [''],
    ['/a b'],
    [`/${'x'.repeat(3000)}`],
  ])('goes home instead of %s', (requested) => {
    expect(safeReturnPath(requested)).toBe(HOME_PATH)
  })
})

describe('issued-at check', () => {
  it('accepts an ID token issued within the tolerance of now, either way', () => {
    fc.assert(
      fc.property(
        now,
        fc.integer({ min: -CLOCK_TOLERANCE_SECONDS, max: CLOCK_TOLERANCE_SECONDS }),
        (t, skew) => issuedAtIsFresh(t + skew, t),
      ),
    )
  })

  it('refuses one issued further away than the tolerance, or without a number', () => {
    fc.assert(
      fc.property(
        now,
        fc.integer({ min: CLOCK_TOLERANCE_SECONDS + 1, max: 10_000_000 }),
        fc.boolean(),
        (t, d, past) => !issuedAtIsFresh(past ? t - d : t + d, t),
      ),
    )
    fc.assert(
      fc.property(
        now,
        fc.anything().filter((v) => typeof v !== 'number'),
        (t, v) => !issuedAtIsFresh(v, t),
      ),
    )
    expect(issuedAtIsFresh(Number.NaN, 0)).toBe(false)
  })
})

describe('access token reuse', () => {
  it('reuses a token only while more than the margin is left', () => {
    fc.assert(
      fc.property(
        now,
        fc.integer({ min: -100_000, max: 100_000 }),
        (t, left) => accessTokenIsUsable(t + left, t) === left > ACCESS_TOKEN_EXPIRY_MARGIN_SECONDS,
      ),
    )
  })

  it('reuses a token the provider gave no end', () => {
    fc.assert(fc.property(now, (t) => accessTokenIsUsable(undefined, t)))
  })
})

describe('SPEC constants', () => {
  it('are the spec’s numbers and scopes', () => {
    expect(CLOCK_TOLERANCE_SECONDS).toBe(300)
    expect(KEY_FETCH_TIMEOUT_MS).toBe(5000)
    expect(KEY_COOLDOWN_MS).toBe(30000)
    expect(KEY_CACHE_MAX_AGE_MS).toBe(600000)
    expect(SIGN_IN_SCOPES.join(' ')).toBe('openid offline_access profile email roles read write')
  })
})
