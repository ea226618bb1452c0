import { describe, expect, it } from 'vitest'
import { matrixService, sendRow } from './authorization-matrix.support.ts'
import { MATRIX } from './authorization-matrix.table.ts'

// Issue 29 §13: one rule for every call. An unknown query parameter is refused (a misspelt name fails
// loudly), on calls that take a query and on calls that take none alike (GET /api/user/info?unknownParam=x
// was a 200, GET /api/contact/history?page=1&unknownParam=x a 400).
const started = matrixService()
const ADMIN = { user: 'unknown-query-admin', admin: true }

describe('an unknown query parameter', () => {
  it('is a 400 INVALID_REQUEST naming it, on every call of the route table', async () => {
    const { service, routes } = started
    await service.seed.user(ADMIN)
    const token = await service.api.token(ADMIN.user, { roles: ['admin'] })
    const served: string[] = []
    for (const route of routes) {
      const key = `${route.method} ${route.path}`
      // A route the matrix does not know yet (its test fails for it) is called with bare parameters.
      const context = { api: service.api, world: service.world, seed: service.seed, owner: ADMIN }
      const request = (await MATRIX[key]?.request(context)) ?? { url: route.path.replace(/:\w+/g, 'x') }
      const [path = '', search = ''] = request.url.split('?')
      const query = {
        ...Object.fromEntries(new URLSearchParams(search)),
        ...request.query,
        unknownParam: 'x',
      }
      const response = await sendRow(service, key, { ...request, url: path, query }, token)
      if (response.statusCode !== 400 || !response.json().message.includes('unknownParam'))
        served.push(`${key}: ${response.statusCode} ${response.body.slice(0, 120)}`)
    }
    expect(served).toEqual([])
  }, 120_000)
})
