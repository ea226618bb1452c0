import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiHarness, startApi } from '../support/api-harness.ts'

// Issue 29 §14: the current IETF draft's fields (draft-ietf-httpapi-ratelimit-headers-09/10: a
// RateLimit-Policy item with its quota `q` and window `w`, a RateLimit item with what is left `r` and
// the seconds until the window ends `t`, both Structured Field lists) beside the older RateLimit-Limit,
// -Remaining, -Reset and X-RateLimit-* that existing clients read. The policy shown is the limit with
// least left, as the older fields show.
let api: ApiHarness
beforeAll(async () => {
  api = await startApi({ RATE_LIMIT_PER_MINUTE: '5', RATE_LIMIT_USER_PER_MINUTE: '3' })
})
afterAll(() => api?.close())

const from = (address: string) => ({ 'x-forwarded-for': address })
// sf-string ";" key "=" integer, for each parameter (RFC 8941 §3.1.2).
const ITEM = /^"([a-z-]+)"((?:;[a-z]+=\d+)+)$/
const parsed = (value: unknown) => {
  const match = ITEM.exec(String(value))
  if (match === null) throw new Error(`not a Structured Field item with integer parameters: ${value}`)
  const parameters = Object.fromEntries(
    (match[2] ?? '')
      .slice(1)
      .split(';')
      .map((pair) => pair.split('='))
      .map(([key, number]) => [key, Number(number)]),
  )
  return { policy: match[1], ...parameters }
}

describe('RateLimit-Policy and RateLimit', () => {
  it('name the per-address policy on a call without a token, with what is left and when it ends', async () => {
    const first = await api.call('GET', '/api/stats', { headers: from('203.0.113.40') })
    const second = await api.call('GET', '/api/stats', { headers: from('203.0.113.40') })
    expect(parsed(first.headers['ratelimit-policy'])).toEqual({ policy: 'address', q: 5, w: 60 })
    const now = parsed(second.headers.ratelimit)
    expect(now).toMatchObject({ policy: 'address', r: 3 })
    expect(now.t).toBeGreaterThanOrEqual(1)
    expect(now.t).toBeLessThanOrEqual(60)
    // The older fields still say the same.
    expect(second.headers['ratelimit-remaining']).toBe('3')
    expect(second.headers['x-ratelimit-remaining']).toBe('3')
    expect(second.headers['ratelimit-reset']).toBe(String(now.t))
  })

  it('name the per-user policy once it has less left, and stay on a 429', async () => {
    const token = await api.token('ratelimit-fields-user')
    const call = () => api.call('GET', '/api/user/info', { as: { token }, headers: from('203.0.113.41') })
    const first = await call()
    expect(parsed(first.headers['ratelimit-policy'])).toEqual({ policy: 'user', q: 3, w: 60 })
    expect(parsed(first.headers.ratelimit)).toMatchObject({ policy: 'user', r: 2 })
    await call()
    await call()
    const refused = await call()
    expect(refused.statusCode).toBe(429)
    expect(parsed(refused.headers.ratelimit)).toMatchObject({ policy: 'user', r: 0 })
    expect(refused.headers['retry-after']).toBe(String(parsed(refused.headers.ratelimit).t))
  })

  it('a page on an allowed origin may read them', async () => {
    const response = await api.call('GET', '/api/stats', {
      headers: { ...from('203.0.113.42'), origin: 'http://localhost:3000' },
    })
    const exposed = String(response.headers['access-control-expose-headers'])
    expect(exposed).toContain('ratelimit-policy')
    expect(exposed.split(/,\s*/)).toContain('ratelimit')
  })
})
