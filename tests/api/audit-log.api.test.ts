import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contractClient } from '../../src/adapters/browser/http/contract-client.ts'
import { injectTransport } from '../../src/adapters/browser/http/inject-transport.ts'
import * as AdminCalls from '../../src/adapters/http-contract/admin.ts'
import type { AuditLogEntry } from '../../src/application/browser/ports/admin.api.port.ts'
import { isCallFailure } from '../../src/application/browser/ports/api-call-failed.ts'
import { logPageOf } from '../../src/application/browser/ports/log-page.ts'
import { type ApiHarness, startApi } from '../support/api-harness.ts'

// The audit log through the browser's own client over the real routes: what /admin/audit reads. Before
// the tests, as the administrator `root`, through the API: an invitation was created (code CONTRACT-AUDIT,
// distributor Acme, 12.50 yuan off), its status switched 20 times (INACTIVE first), then the user `member`
// was granted 5 lead credits, forever, for 9.90 yuan.
const SWITCHES = 20
let api: ApiHarness
let admin: string
let user: string

const adminCalls = (token: string) => contractClient(AdminCalls, injectTransport(api.app), async () => token)

const read = async (token: string, page: number) => {
  const answer = await adminCalls(token).auditLog({ query: { page } })
  if (isCallFailure(answer)) throw new Error(`page failed: ${JSON.stringify(answer)}`)
  return logPageOf(answer)
}

const ok = async (call: Promise<{ statusCode: number; body: string }>) => {
  const response = await call
  if (response.statusCode >= 300) throw new Error(`${response.statusCode}: ${response.body}`)
  return response
}

beforeAll(async () => {
  api = await startApi()
  admin = await api.token('root', { roles: ['admin'] })
  user = await api.token('member')
  await ok(api.call('GET', '/api/user/info', { as: { token: user } }))
  const as = { token: admin }
  const created = await ok(
    api.call('POST', '/api/invitation', {
      as,
      body: { distributorName: 'Acme', discountAmount: 12.5, inviteCode: 'CONTRACT-AUDIT' },
    }),
  )
  const { id } = JSON.parse(created.body) as { id: string }
  for (let i = 0; i < SWITCHES; i++) {
    const status = i % 2 === 0 ? 'INACTIVE' : 'ACTIVE'
    await ok(api.call('PATCH', `/api/invitation/${id}/status`, { as, body: { status } }))
  }
  await ok(
    api.call('POST', '/api/admin/users/member/credits', {
      as,
      body: { grants: [{ kind: 'lead', quantity: 5 }], price: 9.9 },
    }),
  )
})
afterAll(() => api.close())

const byRoot = { type: 'user', id: 'root', username: 'root' }

describe('the audit log, as the audit page reads it', () => {
  it('pages the log, 20 a page, newest first', async () => {
    const first = await read(admin, 1)
    expect([first.page, first.totalPages, first.total, first.entries.length]).toEqual([
      1,
      2,
      SWITCHES + 2,
      20,
    ])
    expect(first.entries.map((e) => e.action)).toEqual([
      'credits.grant',
      ...Array(19).fill('invitation.status'),
    ])
    const second = await read(admin, 2)
    expect(second.entries.map((e) => e.action)).toEqual(['invitation.status', 'invitation.create'])
    const all: AuditLogEntry[] = [...first.entries, ...second.entries]
    expect(new Set(all.map((e) => e.id)).size).toBe(SWITCHES + 2)
    const times = all.map((e) => Date.parse(e.at))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('each entry says who did what to what, and the changed fields; money in fen', async () => {
    const [grant, lastSwitch] = (await read(admin, 1)).entries
    expect(grant).toMatchObject({
      actor: byRoot,
      action: 'credits.grant',
      target: { type: 'user', id: 'member' },
      details: {
        leadCredits: { from: null, to: 5 },
        days: { from: null, to: 'forever' },
        price: { from: null, to: 990 },
      },
    })
    expect(lastSwitch).toMatchObject({
      actor: byRoot,
      details: { status: { from: 'INACTIVE', to: 'ACTIVE' } },
    })
    const [firstSwitch, create] = (await read(admin, 2)).entries
    expect(firstSwitch?.details).toEqual({ status: { from: 'ACTIVE', to: 'INACTIVE' } })
    expect(create).toMatchObject({
      actor: byRoot,
      target: { type: 'invitation', id: lastSwitch?.target.id },
      details: {
        inviteCode: { from: null, to: 'CONTRACT-AUDIT' },
        distributorName: { from: null, to: 'Acme' },
        discount: { from: null, to: 1250 },
        status: { from: null, to: 'ACTIVE' },
      },
    })
  })

  it('a page past the end is empty, with the total', async () => {
    expect(await read(admin, 3)).toEqual({
      entries: [],
      page: 3,
      totalPages: 2,
      total: SWITCHES + 2,
    })
  })

  it('refuses a user who is not an administrator with 403', async () => {
    expect(await adminCalls(user).auditLog({ query: { page: 1 } })).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    })
  })
})
