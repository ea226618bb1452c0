import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiHarness, startApi } from '../support/api-harness.ts'

// Issue 21 §2: an admin sets the API rate limit agreed with an enterprise (CUSTOM plan) user; it replaces
// the per-user and per-key limits while the plan runs, on the shared counter (in-process, or Redis).
const PER_USER = 50
const CUSTOM = 60
const ADMIN = { user: 'root', admin: true } as const
const COUNTERS = [
  ['in this process', {}],
  [
    'on Redis',
    {
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: `test-custom-limit-${process.pid}-${Date.now()}:`,
    },
  ],
] as const

describe.each(COUNTERS)('an admin-set API rate limit, counted %s', (_, counter) => {
  let api: ApiHarness
  beforeAll(async () => {
    // No per-address limit: every call here comes from one address, and only the user's limits are tested.
    api = await startApi({
      RATE_LIMIT_PER_MINUTE: '0',
      RATE_LIMIT_USER_PER_MINUTE: String(PER_USER),
      ...counter,
    })
  })
  afterAll(() => api?.close())

  const setLimit = (user: string, perMinute: unknown, as: { user: string; admin?: boolean } = ADMIN) =>
    api.call('PUT', `/api/admin/users/${user}/api-rate-limit`, { as, body: { perMinute } })
  const grantCustomPlan = async (user: string) => {
    const granted = await api.call('POST', `/api/admin/users/${user}/credits`, {
      as: ADMIN,
      body: { grants: [{ kind: 'lead', quantity: 10 }] },
    })
    expect(granted.statusCode, granted.body).toBe(201)
  }

  it('needs a running CUSTOM plan, an administrator and a whole number from 1 to 6000, each with its code', async () => {
    await api.call('GET', '/api/user/info', { as: { user: 'trial' } })
    expect((await setLimit('trial', 100)).json()).toMatchObject({
      statusCode: 409,
      code: 'CUSTOM_PLAN_REQUIRED',
    })
    expect((await setLimit('trial', null)).statusCode, 'clearing is always allowed').toBe(200)
    await grantCustomPlan('trial')
    for (const bad of [0, -1, 1.5, 6001])
      expect((await setLimit('trial', bad)).json(), String(bad)).toMatchObject({
        statusCode: 400,
        code: 'INVALID_API_RATE_LIMIT',
      })
    for (const bad of ['many', '100', true])
      expect((await setLimit('trial', bad)).json(), String(bad)).toMatchObject({
        statusCode: 400,
        code: 'INVALID_REQUEST',
      })
    expect((await setLimit('nobody', 10)).json()).toMatchObject({ statusCode: 404, code: 'USER_NOT_FOUND' })
    expect((await setLimit('trial', 10, { user: 'trial' })).json()).toMatchObject({
      statusCode: 403,
      code: 'FORBIDDEN',
    })
    const listed = await api.call('GET', '/api/admin/users', { as: ADMIN, query: { page: '1' } })
    expect(listed.json().data.find((u: { id: string }) => u.id === 'trial')).toMatchObject({
      planType: 'CUSTOM',
      customPlan: true,
      apiRateLimit: null,
    })
  })

  it('replaces the per-user and per-key limits at once, above the operator’s, shown in RateLimit-Limit; clearing brings them back', async () => {
    await api.call('GET', '/api/user/info', { as: { user: 'ent' } })
    await grantCustomPlan('ent')
    const key = await api.call('POST', '/api/keys', {
      as: { user: 'ent' },
      body: { name: 'crm', scopes: ['read'] },
    })
    const secret = key.json().secret as string
    const before = await api.call('GET', '/api/user/info', { as: { token: secret } })
    expect(before.headers['ratelimit-limit'], 'the plan’s key limit, capped by the operator’s').toBe(
      String(PER_USER),
    )

    const set = await setLimit('ent', CUSTOM)
    expect(set.statusCode, set.body).toBe(200)
    expect(set.json().user).toMatchObject({ id: 'ent', customPlan: true, apiRateLimit: CUSTOM })

    // The browser's token and the key share the user's count; each answer tells the new limit.
    const statuses: number[] = []
    for (let i = 0; i < CUSTOM; i++) {
      const response = await api.call('GET', '/api/user/info', {
        as: i % 2 === 0 ? { user: 'ent' } : { token: secret },
      })
      expect(response.headers['ratelimit-limit']).toBe(String(CUSTOM))
      statuses.push(response.statusCode)
    }
    // One count per user whatever the limit (issue 32: processes that still remember the old limit and
    // those that read the new one must count together): the 3 calls made under the operator's limit
    // count against the new one too.
    const USED_BEFORE = 3
    expect(statuses.filter((s) => s === 200)).toHaveLength(CUSTOM - USED_BEFORE)
    expect(statuses.slice(0, CUSTOM - USED_BEFORE).every((s) => s === 200)).toBe(true)
    const over = await api.call('GET', '/api/user/info', { as: { token: secret } })
    expect(over.statusCode).toBe(429)
    expect(over.json()).toMatchObject({ code: 'RATE_LIMITED' })
    expect(Number(over.headers['retry-after'])).toBeGreaterThanOrEqual(1)

    expect((await setLimit('ent', null)).json().user).toMatchObject({ apiRateLimit: null })
    // Back to the operator's limit, on the same count: more than its 50 were made this minute.
    const cleared = await api.call('GET', '/api/user/info', { as: { user: 'ent' } })
    expect(cleared.statusCode).toBe(429)
    expect(cleared.headers['ratelimit-limit']).toBe(String(PER_USER))
    expect(cleared.headers['ratelimit-remaining']).toBe('0')

    const audit = await api.call('GET', '/api/admin/audit', { as: ADMIN, query: { page: '1' } })
    const entries = (
      audit.json().data as { action: string; target: { id: string }; details: unknown }[]
    ).filter((e) => e.action === 'user.api_rate_limit' && e.target.id === 'ent')
    expect(entries.map((e) => e.details)).toEqual([
      { apiCallsPerMinute: { from: CUSTOM, to: null } },
      { apiCallsPerMinute: { from: null, to: CUSTOM } },
    ])
  })
})
