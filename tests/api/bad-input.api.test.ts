import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AnyRoute } from '../../src/adapters/server/api/routing/route.ts'
import { ServerTokens as T } from '../../src/composition/tokens.ts'
import { type ApiHarness, startApi } from '../support/api-harness.ts'

// Generated from the route table, so a new route is covered the day it is added: whatever is wrong
// with the input, every call answers a 4xx with a stable code, never a 5xx or a stack trace.
let api: ApiHarness
let routes: readonly AnyRoute[]
beforeAll(async () => {
  api = await startApi({ DEMO_COMPANIES: '5' })
  routes = await api.container.getAsync(T.ApiRoutes)
})
afterAll(() => api.close())

const admin = { user: 'bad-input-admin', admin: true }
const LONG = 'x'.repeat(5_000)

const withParams = (path: string, value: string) => path.replace(/:(\w+)/g, () => encodeURIComponent(value))

const expectClientError = (response: { statusCode: number; body: string }, what: string) => {
  expect(response.statusCode, `${what} → ${response.body}`).toBeGreaterThanOrEqual(400)
  expect(response.statusCode, what).toBeLessThan(500)
  const body = JSON.parse(response.body)
  expect(body, what).toEqual({
    statusCode: response.statusCode,
    code: expect.stringMatching(/^[A-Z_]+$/),
    message: expect.any(String),
  })
  expect(response.body, what).not.toMatch(/\.ts:\d+|at \w+ \(/)
}

describe('bad input to every route', () => {
  it('covers a route table of every SPEC §7 call', () => {
    expect(routes.length).toBeGreaterThanOrEqual(20)
  })

  it('a misspelt query parameter is refused where a route reads a query', async () => {
    for (const route of routes.filter((r) => r.query !== undefined)) {
      const url = withParams(route.path, 'some-id')
      const response = await api.call(route.method, url, {
        as: admin,
        query: { zzz: '1' },
        body: route.body === undefined ? undefined : {},
      })
      expectClientError(response, `${route.method} ${route.path}?zzz=1`)
    }
  })

  it('bodies of the wrong shape, type or size are refused', async () => {
    const shapes: unknown[] = [[], {}, 'text', 42, null, { nested: { deeper: [LONG] } }]
    for (const route of routes.filter((r) => r.body !== undefined)) {
      for (const body of shapes) {
        const response = await api.app.inject({
          method: route.method,
          url: withParams(route.path, 'some-id'),
          headers: {
            authorization: `Bearer ${await api.token(admin.user, { roles: ['admin'] })}`,
            'content-type': 'application/json',
          },
          payload: JSON.stringify(body),
        })
        expectClientError(response, `${route.method} ${route.path} with ${JSON.stringify(body).slice(0, 40)}`)
      }
      const broken = await api.call(route.method, withParams(route.path, 'some-id'), {
        as: admin,
        headers: { 'content-type': 'application/json' },
        body: '{"broken',
      })
      expectClientError(broken, `${route.method} ${route.path} with broken JSON`)
    }
  })

  it('path parameters that are too long or hold control characters are refused', async () => {
    for (const route of routes.filter((r) => r.path.includes(':'))) {
      for (const value of [LONG, 'a\u0000b', '../../etc']) {
        const response = await api.call(route.method, withParams(route.path, value), {
          as: admin,
          body: route.body === undefined ? undefined : {},
        })
        expectClientError(response, `${route.method} ${route.path} with ${value.slice(0, 20)}`)
      }
    }
  })
})
