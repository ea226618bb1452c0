import type { HTTPMethods } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { keyScopeFor } from '../../src/adapters/http-contract/call.ts'
import type { AnyRoute } from '../../src/adapters/server/api/routing/route.ts'
import { PublicApiTokens } from '../../src/composition/server/public-api.area.ts'
import { ServerTokens as T } from '../../src/composition/tokens.ts'
import { changedTables, NO_BACKGROUND_WORKERS, snapshotData } from '../support/data-snapshot.ts'
import { type SeededApi, type Subject, startSeededApi } from '../support/seeded-api.ts'
import {
  CALLERS,
  type CallerKind,
  KEY_CALLER_SCOPES,
  KEY_CALLERS,
  type KeyCallerKind,
  keyExpectation,
  MATRIX,
  NO_ID,
} from './authorization-matrix.table.ts'

// Every route × every kind of caller, each cell with its own fresh users and objects, so a cell that
// cancels or deletes cannot change what another sees. A refused cell must also leave the data as it was.
let service: SeededApi
let routes: readonly AnyRoute[]
beforeAll(async () => {
  // No enrichment or re-check worker: a job a cell started or queued stays as the cell left it, changing
  // nothing while a later cell runs.
  service = await startSeededApi(NO_BACKGROUND_WORKERS)
  routes = await service.api.container.getAsync(T.ApiRoutes)
})
afterAll(() => service?.api.close())

const REFUSAL_CODES: Record<number, string> = { 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN' }
let cell = 0

/** Who calls, with which token, naming whose objects. */
const cast = async (kind: CallerKind) => {
  const n = cell++
  const victim: Subject = { user: `victim-${n}` }
  const { api } = service
  // Bad tokens claim admin: being refused must not depend on asking for little.
  const badToken = (options: Parameters<typeof api.token>[1]) =>
    api.token(`mallory-${n}`, { roles: ['admin'], ...options })
  switch (kind) {
    case 'anonymous':
      return { token: null, owner: victim }
    case 'expired':
      return { token: await badToken({ expiresIn: -3600 }), owner: victim }
    case 'forged':
      return { token: await badToken({ forged: true }), owner: victim }
    case 'wrongAudience':
      return { token: await badToken({ audience: 'urn:someone-else:api' }), owner: victim }
    case 'user':
      return signedIn({ user: `user-${n}` }, null)
    case 'otherUser':
      return signedIn({ user: `intruder-${n}` }, victim)
    case 'admin':
      return signedIn({ user: `admin-${n}`, admin: true }, null)
  }
}

const signedIn = async (caller: Subject, owner: Subject | null) => {
  // Signed in before the snapshot, so the account a first call creates is not taken for a change.
  await service.seed.user(caller)
  const token = await service.api.token(caller.user, { roles: caller.admin ? ['admin'] : [] })
  return { token, owner: owner ?? caller }
}

describe('the authorization matrix', () => {
  it('has exactly one row per route of the route table', () => {
    const declared = routes.map((r) => `${r.method} ${r.path}`)
    const rows = Object.keys(MATRIX)
    expect(
      declared.filter((route) => !rows.includes(route)),
      'routes with no row: add one to authorization-matrix.table.ts',
    ).toEqual([])
    expect(
      rows.filter((route) => !declared.includes(route)),
      'rows for routes that are gone',
    ).toEqual([])
    expect(new Set(declared).size).toBe(declared.length)
  })

  describe.each(Object.entries(MATRIX))('%s', (key, matrixRow) => {
    const [method = 'GET'] = key.split(' ')
    const cells = CALLERS.filter((kind) => matrixRow.expect[kind] !== NO_ID).map(
      (kind) => [kind, matrixRow.expect[kind] as number] as const,
    )

    it.each(cells)('as %s → %i', async (kind, status) => {
      const { api, world, seed } = service
      const { token, owner } = await cast(kind)
      const request = await matrixRow.request({ api, world, seed, owner })
      const before = await snapshotData(api)
      const response = await api.app.inject({
        method: method as HTTPMethods,
        url: request.url,
        ...(request.query === undefined ? {} : { query: request.query }),
        ...(request.body === undefined ? {} : { payload: request.body as object }),
        headers: { ...(token === null ? {} : { authorization: `Bearer ${token}` }), ...request.headers },
      })
      expect(response.statusCode, `${key} as ${kind}: ${response.body.slice(0, 300)}`).toBe(status)
      const changed = changedTables(before, await snapshotData(api))
      if (status >= 400) {
        const code = REFUSAL_CODES[status]
        if (code !== undefined) expect(response.json()).toMatchObject({ statusCode: status, code })
        expect(changed, 'a refused call changed data').toEqual([])
      } else if (method !== 'GET') {
        // Every accepted write here changes something: the snapshot is shown not to be blind.
        expect(changed, 'an accepted write left no trace in the snapshot').not.toEqual([])
      }
    })
  })
})

/** A key of a fresh user (or admin), used once before the snapshot so its first use is not a change. */
const keyCaller = async (kind: KeyCallerKind) => {
  const n = cell++
  const { admin, scopes } = KEY_CALLER_SCOPES[kind]
  const owner: Subject = { user: `${kind}-${n}`, ...(admin ? { admin } : {}) }
  await service.seed.user(owner)
  const token = await service.api.token(owner.user, { roles: admin ? ['admin'] : [] })
  const made = await service.api.call('POST', '/api/keys', {
    as: { token },
    body: { name: `matrix ${kind}`, scopes },
  })
  if (made.statusCode !== 201) throw new Error(`making a key: ${made.statusCode} ${made.body}`)
  const { key, secret } = made.json() as { key: { id: string }; secret: string }
  await service.api.call('GET', '/api/user/info', { as: { token: secret } })
  if (kind === 'revokedKey') await service.api.call('DELETE', `/api/keys/${key.id}`, { as: { token } })
  await (await service.api.container.getAsync(PublicApiTokens.AuthenticateApiKey)).flush()
  return { secret, owner }
}

describe('the authorization matrix with API keys', () => {
  describe.each(Object.entries(MATRIX))('%s', (key, matrixRow) => {
    const [method = 'GET'] = key.split(' ')
    it.each(KEY_CALLERS)('as %s', async (kind) => {
      const { api, world, seed } = service
      const route = routes.find((r) => `${r.method} ${r.path}` === key)
      if (route === undefined) throw new Error(`no route ${key}`)
      const { secret, owner } = await keyCaller(kind)
      const request = await matrixRow.request({ api, world, seed, owner })
      const expected = keyExpectation(
        matrixRow,
        kind,
        keyScopeFor(route, request.query ?? {}),
        route.access === 'public',
      )
      if (expected === NO_ID) return
      const before = await snapshotData(api)
      const response = await api.app.inject({
        method: method as HTTPMethods,
        url: request.url,
        ...(request.query === undefined ? {} : { query: request.query }),
        ...(request.body === undefined ? {} : { payload: request.body as object }),
        headers: { authorization: `Bearer ${secret}`, ...request.headers },
      })
      expect(response.statusCode, `${key} as ${kind}: ${response.body.slice(0, 300)}`).toBe(expected)
      if (expected >= 400)
        expect(changedTables(before, await snapshotData(api)), 'a refused call changed data').toEqual([])
    })
  })
})
