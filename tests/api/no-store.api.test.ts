import { describe, expect, it } from 'vitest'
import { matrixService, sendRow } from './authorization-matrix.support.ts'
import { MATRIX } from './authorization-matrix.table.ts'

// Issue 29 §10 (OWASP ASVS V8.2.1): an answer holding a secret (a new API key, the webhooks' signing
// secrets) or a personal contact must not be kept by a browser or a shared cache. Every /api answer
// that is not public is `Cache-Control: no-store`, refusals included; a public one says its own rule.
const started = matrixService()
const OWNER = { user: 'no-store-admin', admin: true }

describe('Cache-Control on the API', () => {
  it('the whole new key (POST /api/keys) and the signing secrets (GET /api/webhooks) are no-store', async () => {
    const { service } = started
    await service.seed.user(OWNER)
    const as = { user: OWNER.user }
    const key = await service.api.call('POST', '/api/keys', { as, body: { name: 'ci', scopes: ['read'] } })
    expect(key.statusCode, key.body).toBe(201)
    expect(key.headers['cache-control']).toBe('no-store')
    const hooks = await service.api.call('GET', '/api/webhooks', { as })
    expect(hooks.statusCode, hooks.body).toBe(200)
    expect(hooks.headers['cache-control']).toBe('no-store')
  })

  it('every call that is not public answers no-store, and a public one says how long it may be kept', async () => {
    const { service, routes } = started
    await service.seed.user(OWNER)
    const token = await service.api.token(OWNER.user, { roles: ['admin'] })
    const wrong: string[] = []
    const publicRules: Record<string, string> = {}
    for (const route of routes) {
      const key = `${route.method} ${route.path}`
      const context = { api: service.api, world: service.world, seed: service.seed, owner: OWNER }
      const request = (await MATRIX[key]?.request(context)) ?? { url: route.path.replace(/:\w+/g, 'x') }
      const response = await sendRow(service, key, request, token)
      const rule = String(response.headers['cache-control'] ?? '')
      if (route.access === 'public') publicRules[key] = rule
      else if (rule !== 'no-store') wrong.push(`${key}: ${response.statusCode} cache-control "${rule}"`)
    }
    expect(wrong).toEqual([])
    // The public ones hold nothing of anyone's: live counts, configuration, the extension, a sandbox page.
    for (const [key, rule] of Object.entries(publicRules)) expect(rule, key).not.toBe('')
    expect(publicRules['GET /api/client-config']).toBe('public, max-age=300')
  }, 120_000)

  it('a refusal is no-store too', async () => {
    const response = await started.service.api.call('GET', '/api/user/info')
    expect(response.statusCode).toBe(401)
    expect(response.headers['cache-control']).toBe('no-store')
  })
})
