import { describe, expect, it } from 'vitest'
import { keyScopeFor } from '../../src/adapters/http-contract/call.ts'
import { PublicApiTokens } from '../../src/composition/server/public-api.area.ts'
import { changedTables, snapshotData } from '../support/data-snapshot.ts'
import type { Subject } from '../support/seeded-api.ts'
import { matrixService, sendRow } from './authorization-matrix.support.ts'
import {
  KEY_CALLER_SCOPES,
  KEY_CALLERS,
  type KeyCallerKind,
  keyExpectation,
  MATRIX,
  NO_ID,
} from './authorization-matrix.table.ts'

// The authorization matrix (authorization-matrix.api.test.ts) with API keys for callers: each route as
// each kind of key, the scope it needs from the wire contract; a refused call leaves the data as it was.
const matrix = matrixService()
let cell = 0

/** A key of a fresh user (or admin), used once before the snapshot so its first use is not a change. */
const keyCaller = async (kind: KeyCallerKind) => {
  const n = cell++
  const { admin, scopes } = KEY_CALLER_SCOPES[kind]
  const owner: Subject = { user: `${kind}-${n}`, ...(admin ? { admin } : {}) }
  const { service } = matrix
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
    it.each(KEY_CALLERS)('as %s', async (kind) => {
      const { api, world, seed } = matrix.service
      const route = matrix.routes.find((r) => `${r.method} ${r.path}` === key)
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
      const response = await sendRow(matrix.service, key, request, secret)
      expect(response.statusCode, `${key} as ${kind}: ${response.body.slice(0, 300)}`).toBe(expected)
      if (expected >= 400)
        expect(changedTables(before, await snapshotData(api)), 'a refused call changed data').toEqual([])
    })
  })
})
