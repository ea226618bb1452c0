import { describe, expect, it } from 'vitest'
import { changedTables, snapshotData } from '../support/data-snapshot.ts'
import type { Subject } from '../support/seeded-api.ts'
import { matrixService, sendRow } from './authorization-matrix.support.ts'
import { CALLERS, type CallerKind, MATRIX, NO_ID } from './authorization-matrix.table.ts'

// Every route × every kind of caller, each cell with its own fresh users and objects, so a cell that
// cancels or deletes cannot change what another sees. A refused cell must also leave the data as it was.
// The same with API keys: authorization-matrix-keys.api.test.ts.
const matrix = matrixService()

const REFUSAL_CODES: Record<number, string> = { 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN' }
let cell = 0

/** Who calls, with which token, naming whose objects. */
const cast = async (kind: CallerKind) => {
  const n = cell++
  const victim: Subject = { user: `victim-${n}` }
  const { api } = matrix.service
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
  await matrix.service.seed.user(caller)
  const token = await matrix.service.api.token(caller.user, { roles: caller.admin ? ['admin'] : [] })
  return { token, owner: owner ?? caller }
}

describe('the authorization matrix', () => {
  it('has exactly one row per route of the route table', () => {
    const declared = matrix.routes.map((r) => `${r.method} ${r.path}`)
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
      const { api, world, seed } = matrix.service
      const { token, owner } = await cast(kind)
      const request = await matrixRow.request({ api, world, seed, owner })
      const before = await snapshotData(api)
      const response = await sendRow(matrix.service, key, request, token)
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
