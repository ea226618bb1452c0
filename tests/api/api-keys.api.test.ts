import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contractClient } from '../../src/adapters/browser/http/contract-client.ts'
import { injectTransport } from '../../src/adapters/browser/http/inject-transport.ts'
import * as ApiKeysCalls from '../../src/adapters/http-contract/api-keys.ts'
import { must as ok } from '../../src/composition/testing/must.fixture.ts'
import { type ApiHarness, startApi } from '../support/api-harness.ts'

// The keys page's calls through the browser's own client over the real routes: each test has users of
// its own with no keys yet. What a key then may do is public-api.api.test.ts's.
let api: ApiHarness
let world = 0
beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

const keysAs = (token: string) => contractClient(ApiKeysCalls, injectTransport(api.app), async () => token)

const aWorld = async () => {
  world += 1
  const [user, other, admin] = await Promise.all([
    api.token(`keys-user-${world}`),
    api.token(`keys-other-${world}`),
    api.token(`keys-admin-${world}`, { roles: ['admin'] }),
  ])
  return { user: keysAs(user), other: keysAs(other), admin: keysAs(admin) }
}

describe('API keys through the browser’s client', () => {
  it('makes a key shown whole once, then lists it by its prefix, newest first', async () => {
    const { user } = await aWorld()
    const first = ok(await user.createApiKey({ body: { name: 'First', scopes: ['reveal', 'read'] } }))
    const second = ok(await user.createApiKey({ body: { name: ' Second ', scopes: ['read'] } }))
    expect(first.secret.startsWith(`${first.key.prefix}_`)).toBe(true)
    expect(first.key.prefix).toMatch(/^ll_live_/)
    expect(first.key.scopes).toEqual(['read', 'reveal'])
    expect(second.key.name).toBe('Second')
    const listed = ok(await user.listApiKeys()).keys
    expect(listed.map((k) => k.id)).toEqual([second.key.id, first.key.id])
    expect(JSON.stringify(listed)).not.toContain(first.secret)
  })

  it('revokes a key of its own once; never another user’s', async () => {
    const { user, other } = await aWorld()
    const made = ok(await user.createApiKey({ body: { name: 'Revoke me', scopes: ['read'] } }))
    expect(await other.revokeApiKey({ params: { id: made.key.id } })).toMatchObject({
      status: 404,
      code: 'API_KEY_NOT_FOUND',
    })
    const revoked = ok(await user.revokeApiKey({ params: { id: made.key.id } })).key
    expect(revoked.revokedAt).not.toBeNull()
    expect(await user.revokeApiKey({ params: { id: made.key.id } })).toMatchObject({ status: 404 })
  })

  it('gives the admin scope only to an administrator’s key', async () => {
    const { user, admin } = await aWorld()
    expect(await user.createApiKey({ body: { name: 'x', scopes: ['admin'] } })).toMatchObject({
      status: 403,
      code: 'API_KEY_ADMIN_SCOPE_NOT_ALLOWED',
    })
    const made = ok(await admin.createApiKey({ body: { name: 'ops', scopes: ['admin', 'read'] } }))
    expect(made.key.scopes).toEqual(['read', 'admin'])
  })
})
