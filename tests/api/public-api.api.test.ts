import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PublicApiTokens } from '../../src/composition/server/public-api.area.ts'
import { ServerTokens as T } from '../../src/composition/tokens.ts'
import { type ApiHarness, startApi } from '../support/api-harness.ts'
import { fundUser, peopleWorthRevealing } from '../support/ledger-audit.ts'

// Issue 21: API keys act as their user on the same routes, within their scopes; a revoked key is 401 at
// once; calls that charge or create take an Idempotency-Key.
let api: ApiHarness
beforeAll(async () => {
  api = await startApi({ DEMO_COMPANIES: '20', RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_USER_PER_MINUTE: '0' })
})
afterAll(() => api?.close())

const makeKey = async (user: string, scopes: string[], admin = false) => {
  const response = await api.call('POST', '/api/keys', {
    as: { user, admin },
    body: { name: `${user}'s script`, scopes },
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json() as { key: { id: string; prefix: string; scopes: string[] }; secret: string }
}
const withKey = (secret: string) => ({ token: secret })

describe('API keys', () => {
  it('is shown whole once, listed by its prefix only, and acts as its user', async () => {
    const { key, secret } = await makeKey('kay', ['read'])
    expect(secret).toMatch(/^ll_live_[a-z0-9]{12}_[A-Za-z0-9]{43}$/)
    expect(secret.startsWith(key.prefix)).toBe(true)
    const listed = await api.call('GET', '/api/keys', { as: { user: 'kay' } })
    expect(listed.body).not.toContain(secret.slice(key.prefix.length + 1))
    expect(listed.json().keys[0]).toMatchObject({ id: key.id, scopes: ['read'], revokedAt: null })

    const info = await api.call('GET', '/api/user/info', { as: withKey(secret) })
    expect(info.statusCode).toBe(200)
    expect(info.json()).toMatchObject({ id: 'kay', role: 'user' })
  })

  it('reads the Contacts workspace with read, changes its lists and asks for re-checks with write', async () => {
    const reader = (await makeKey('cora', ['read'])).secret
    const writer = (await makeKey('cora', ['write'])).secret
    for (const url of [
      '/api/contacts',
      '/api/contacts/export.csv',
      '/api/contacts/export.xlsx',
      '/api/contact-lists',
    ])
      expect((await api.call('GET', url, { as: withKey(reader) })).statusCode, url).toBe(200)
    const refused = await api.call('POST', '/api/contact-lists', {
      as: withKey(reader),
      body: { name: 'Leads' },
    })
    expect(refused.json()).toMatchObject({
      statusCode: 403,
      code: 'API_KEY_SCOPE_MISSING',
      message: 'This API key needs the write scope',
    })
    expect((await api.call('GET', '/api/contacts', { as: withKey(writer) })).statusCode).toBe(403)
    const made = await api.call('POST', '/api/contact-lists', {
      as: withKey(writer),
      body: { name: 'Leads' },
    })
    expect(made.statusCode, made.body).toBe(201)
    const listId = made.json().id as string
    for (const [method, url, body] of [
      ['PATCH', `/api/contact-lists/${listId}`, { name: 'Hot leads' }],
      ['POST', `/api/contact-lists/${listId}/members/remove`, { linkedinIds: ['nobody'] }],
      ['POST', '/api/contacts/reverify', { linkedinIds: ['nobody'] }],
      ['DELETE', `/api/contact-lists/${listId}`, undefined],
    ] as const) {
      const answer = await api.call(method, url, { as: withKey(reader), ...(body ? { body } : {}) })
      expect(answer.json(), `${method} ${url} with read`).toMatchObject({ code: 'API_KEY_SCOPE_MISSING' })
      const allowed = await api.call(method, url, { as: withKey(writer), ...(body ? { body } : {}) })
      expect(allowed.statusCode, `${method} ${url} with write: ${allowed.body}`).toBeLessThan(300)
    }
  })

  it('reaches only what its scopes allow: a read key cannot reveal; keys never manage keys', async () => {
    const { secret } = await makeKey('rex', ['read'])
    const database = await api.container.getAsync(T.Database)
    const [profile] = await peopleWorthRevealing(database.db, 1)
    const quote = await api.call('GET', `/api/contact/profile/${profile}`, { as: withKey(secret) })
    expect(quote.statusCode).toBe(200)
    const reveal = await api.call('GET', `/api/contact/profile/${profile}`, {
      as: withKey(secret),
      query: { reveal: 'true' },
    })
    expect(reveal.statusCode).toBe(403)
    expect(reveal.json()).toMatchObject({
      code: 'API_KEY_SCOPE_MISSING',
      message: 'This API key needs the reveal scope',
    })
    const onboarding = await api.call('POST', '/api/user/collection', {
      as: withKey(secret),
      body: { skip: true },
    })
    expect(onboarding.json()).toMatchObject({ statusCode: 403, code: 'API_KEY_SCOPE_MISSING' })
    for (const [method, url] of [
      ['GET', '/api/keys'],
      ['POST', '/api/keys'],
    ] as const) {
      const response = await api.call(method, url, {
        as: withKey(secret),
        body: { name: 'x', scopes: ['read'] },
      })
      expect(response.statusCode, `${method} ${url}`).toBe(403)
    }
  })

  it('gives the admin scope only by an administrator, and reaches admin calls only with it', async () => {
    const refused = await api.call('POST', '/api/keys', {
      as: { user: 'mallory' },
      body: { name: 'sneaky', scopes: ['read', 'admin'] },
    })
    expect(refused.json()).toMatchObject({ statusCode: 403, code: 'API_KEY_ADMIN_SCOPE_NOT_ALLOWED' })
    const plain = await makeKey('ada-admin', ['read', 'reveal'], true)
    expect((await api.call('GET', '/api/admin/users', { as: withKey(plain.secret) })).statusCode).toBe(403)
    const history = await api.call('GET', '/api/contact/history', { as: withKey(plain.secret) })
    expect(history.statusCode).toBe(200)
    const scoped = await makeKey('ada-admin', ['admin'], true)
    expect((await api.call('GET', '/api/admin/users', { as: withKey(scoped.secret) })).statusCode).toBe(200)
  })

  it('is refused at once when revoked, when wrong, and when unknown, all alike', async () => {
    const { key, secret } = await makeKey('rita', ['read'])
    expect((await api.call('GET', '/api/user/info', { as: withKey(secret) })).statusCode).toBe(200)
    const revoked = await api.call('DELETE', `/api/keys/${key.id}`, { as: { user: 'rita' } })
    expect(revoked.statusCode).toBe(200)
    expect(revoked.json().key.revokedAt).not.toBeNull()
    const after = await api.call('GET', '/api/user/info', { as: withKey(secret) })
    expect(after.json()).toEqual({
      statusCode: 401,
      code: 'UNAUTHENTICATED',
      message: 'User not authenticated',
    })
    const wrongSecret = `${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`
    expect((await api.call('GET', '/api/user/info', { as: withKey(wrongSecret) })).statusCode).toBe(401)
    expect((await api.call('GET', '/api/user/info', { as: withKey('ll_live_nothing') })).statusCode).toBe(401)
    // Someone else's key cannot be revoked; a revoked key cannot be revoked again.
    const other = await makeKey('sam', ['read'])
    expect((await api.call('DELETE', `/api/keys/${other.key.id}`, { as: { user: 'rita' } })).statusCode).toBe(
      404,
    )
    expect((await api.call('DELETE', `/api/keys/${key.id}`, { as: { user: 'rita' } })).statusCode).toBe(404)
  })

  it('counts its calls this month and records created, revoked and new-address events', async () => {
    const { key, secret } = await makeKey('cody', ['read'])
    for (const address of ['203.0.113.7', '203.0.113.7', '203.0.113.8'])
      await api.call('GET', '/api/user/info', {
        as: withKey(secret),
        headers: { 'x-forwarded-for': address },
      })
    await (await api.container.getAsync(PublicApiTokens.AuthenticateApiKey)).flush()
    const listed = (await api.call('GET', '/api/keys', { as: { user: 'cody' } })).json().keys[0]
    expect(listed).toMatchObject({ id: key.id, requestsThisMonth: 3 })
    expect(listed.lastUsedAt).not.toBeNull()
    await api.call('DELETE', `/api/keys/${key.id}`, { as: { user: 'cody' } })
    const audit = await api.call('GET', '/api/admin/audit', { as: { user: 'root', admin: true } })
    const mine = audit.json().data.filter((e: { target: { id: string } }) => e.target.id === key.id)
    expect(mine.map((e: { action: string }) => e.action).sort()).toEqual([
      'api_key.create',
      'api_key.new_address',
      'api_key.new_address',
      'api_key.revoke',
    ])
  })
})

describe('Idempotency-Key', () => {
  it('runs 50 identical concurrent orders once: one order, the others wait (409) or replay it', async () => {
    const { secret } = await makeKey('olga', ['read', 'reveal'])
    const body = { plan: 'PACKET_EMAIL_BASIC', inviteCode: null }
    const headers = { 'idempotency-key': 'order-2026-11-25-olga' }
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        api.call('POST', '/api/payment/order', { as: withKey(secret), body, headers }),
      ),
    )
    const ok = answers.filter((a) => a.statusCode === 200)
    expect(ok.length + answers.filter((a) => a.statusCode === 409).length).toBe(50)
    expect(new Set(ok.map((a) => a.json().orderId)).size).toBe(1)
    const database = await api.container.getAsync(T.Database)
    const orders = await database.db.selectFrom('orders').select('id').where('user_id', '=', 'olga').execute()
    expect(orders).toHaveLength(1)

    const replay = await api.call('POST', '/api/payment/order', { as: withKey(secret), body, headers })
    expect(replay.statusCode).toBe(200)
    expect(replay.headers['idempotent-replayed']).toBe('true')
    expect(replay.json().orderId).toBe(orders[0]?.id)

    const reused = await api.call('POST', '/api/payment/order', {
      as: withKey(secret),
      body: { plan: 'PACKET_PHONE_BASIC', inviteCode: null },
      headers,
    })
    expect(reused.json()).toMatchObject({ statusCode: 422, code: 'IDEMPOTENCY_KEY_REUSED' })
  })

  it('replays a reveal without a second charge, is per user, and refuses a malformed key', async () => {
    const database = await api.container.getAsync(T.Database)
    await api.call('GET', '/api/user/info', { as: { user: 'vera' } })
    await fundUser(database.db, 'vera', 5, 'vera-lead')
    const [profile] = await peopleWorthRevealing(database.db, 1)
    const reveal = (user: string, key: string) =>
      api.call('GET', `/api/contact/profile/${profile}`, {
        as: { user },
        query: { reveal: 'true' },
        headers: { 'idempotency-key': key },
      })
    const first = await reveal('vera', 'reveal-1')
    const again = await reveal('vera', 'reveal-1')
    expect(first.statusCode).toBe(200)
    expect(again.body).toBe(first.body)
    expect(again.headers['idempotent-replayed']).toBe('true')
    const lines = await database.db
      .selectFrom('credit_ledger')
      .select('id')
      .where('user_id', '=', 'vera')
      .execute()
    expect(lines).toHaveLength(1)
    // Another user's equal key is theirs alone.
    expect((await reveal('walt', 'reveal-1')).headers['idempotent-replayed']).toBeUndefined()
    expect((await reveal('vera', 'x'.repeat(256))).json()).toMatchObject({
      statusCode: 400,
      code: 'IDEMPOTENCY_KEY_INVALID',
    })
  })
})
