import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiHarness, startApi } from '../support/api-harness.ts'

// The audit log over HTTP, on the real service: admin actions made through the API appear in
// GET /api/admin/audit with who did what to what, and the changed fields.
let api: ApiHarness
beforeAll(async () => {
  api = await startApi()
  // Users exist from their first request.
  for (const user of ['ada', 'bo']) await api.call('GET', '/api/user/info', { as: { user } })
}, 60_000)
afterAll(() => api.close())

const ROOT = { user: 'root', admin: true } as const
const ADA = { user: 'ada' } as const

type Entry = {
  id: string
  at: string
  actor: { type: 'user'; id: string; username: string } | { type: 'system' }
  action: string
  target: { type: string; id: string }
  details: Record<string, { from: unknown; to: unknown }>
}
type AuditJson = { data: Entry[]; meta: { page: number; totalPages: number; total: number } }

const audit = async (page?: number): Promise<AuditJson> => {
  const query = page === undefined ? {} : { query: { page: String(page) } }
  const response = await api.call('GET', '/api/admin/audit', { as: ROOT, ...query })
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

let codes = 0
const aCode = () => `AUDIT-${++codes}-${Math.random().toString(36).slice(2, 6)}`.toUpperCase()
const aBody = (more: Record<string, unknown> = {}) => ({
  distributorName: 'Acme Trading',
  discountAmount: 50,
  inviteCode: aCode(),
  distributorEmail: 'sales@acme.example',
  ...more,
})

const created = async (body = aBody()): Promise<{ id: string; inviteCode: string }> => {
  const response = await api.call('POST', '/api/invitation', { as: ROOT, body })
  expect(response.statusCode, response.body).toBe(201)
  return response.json()
}

const rootActor = { type: 'user', id: 'root', username: 'root' }

describe('GET /api/admin/audit', () => {
  it("lists an admin's invitation create, edit, switch and delete, and a credit grant, newest first", async () => {
    const body = aBody({ remark: 'Met at the fair' })
    const invitation = await created(body)
    const edit = await api.call('PUT', `/api/invitation/${invitation.id}`, {
      as: ROOT,
      body: { ...body, discountAmount: 62.5, remark: '' },
    })
    expect(edit.statusCode).toBe(200)
    const status = { as: ROOT, body: { status: 'INACTIVE' } }
    expect((await api.call('PATCH', `/api/invitation/${invitation.id}/status`, status)).statusCode).toBe(200)
    expect((await api.call('DELETE', `/api/invitation/${invitation.id}`, { as: ROOT })).statusCode).toBe(200)
    const grant = await api.call('POST', '/api/admin/users/ada/credits', {
      as: ROOT,
      body: { grants: [{ kind: 'lead', quantity: 50 }], days: 30, price: 999.5 },
    })
    expect(grant.statusCode).toBe(201)

    const log = await audit()
    const [granted, deleted, switched, edited, made] = log.data
    expect(log.data.slice(0, 5).map((e) => e.action)).toEqual([
      'credits.grant',
      'invitation.delete',
      'invitation.status',
      'invitation.update',
      'invitation.create',
    ])
    expect(made).toMatchObject({ actor: rootActor, target: { type: 'invitation', id: invitation.id } })
    expect(made?.details).toEqual({
      inviteCode: { from: null, to: invitation.inviteCode },
      discount: { from: null, to: 50 },
      distributorName: { from: null, to: 'Acme Trading' },
      distributorEmail: { from: null, to: 'sales@acme.example' },
      remark: { from: null, to: 'Met at the fair' },
      status: { from: null, to: 'ACTIVE' },
    })
    // Only what the edit changed; money in yuan, as everywhere on the API.
    expect(edited?.details).toEqual({
      discount: { from: 50, to: 62.5 },
      remark: { from: 'Met at the fair', to: null },
    })
    expect(switched).toMatchObject({
      actor: rootActor,
      details: { status: { from: 'ACTIVE', to: 'INACTIVE' } },
    })
    expect(deleted).toMatchObject({
      actor: rootActor,
      target: { type: 'invitation', id: invitation.id },
      details: {
        inviteCode: { from: invitation.inviteCode, to: null },
        status: { from: 'INACTIVE', to: null },
      },
    })
    expect(granted).toMatchObject({
      actor: rootActor,
      target: { type: 'user', id: 'ada' },
      details: {
        leadCredits: { from: null, to: 50 },
        days: { from: null, to: 30 },
        price: { from: null, to: 999.5 },
        subscriptionId: { from: null, to: grant.json().subscription.id },
      },
    })
    const times = log.data.map((e) => Date.parse(e.at))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(log.data.every((e) => /^\d{4}-\d\d-\d\dT.*Z$/.test(e.at))).toBe(true)
  })

  it('is for administrators only: 401 anonymous, 403 a user', async () => {
    expect((await api.call('GET', '/api/admin/audit')).statusCode).toBe(401)
    const user = await api.call('GET', '/api/admin/audit', { as: ADA })
    expect(user.statusCode).toBe(403)
    expect(user.json()).toMatchObject({ code: 'FORBIDDEN' })
  })

  it('a refused action records nothing', async () => {
    const invitation = await created()
    const { meta } = await audit()
    const refused = [
      await api.call('POST', '/api/invitation', { as: ADA, body: aBody() }),
      await api.call('DELETE', `/api/invitation/${invitation.id}`, { as: ADA }),
      await api.call('POST', '/api/admin/users/bo/credits', {
        as: ADA,
        body: { grants: [{ kind: 'lead', quantity: 1000 }] },
      }),
      await api.call('POST', '/api/invitation', { as: ROOT, body: aBody({ distributorName: '' }) }),
      await api.call('POST', '/api/invitation', {
        as: ROOT,
        body: aBody({ inviteCode: invitation.inviteCode }),
      }),
      await api.call('PUT', '/api/invitation/no-such-id', { as: ROOT, body: aBody() }),
      await api.call('PATCH', '/api/invitation/no-such-id/status', {
        as: ROOT,
        body: { status: 'INACTIVE' },
      }),
      await api.call('POST', '/api/admin/users/nobody/credits', {
        as: ROOT,
        body: { grants: [{ kind: 'lead', quantity: 1 }] },
      }),
    ]
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 403, 400, 409, 404, 404, 404])
    // Asking for the status an invitation already has changes nothing, so it records nothing either.
    const same = { as: ROOT, body: { status: 'ACTIVE' } }
    expect((await api.call('PATCH', `/api/invitation/${invitation.id}/status`, same)).statusCode).toBe(200)
    expect((await audit()).meta.total).toBe(meta.total)
  })

  it("records a role change the provider's token brings, as the system, once however many requests race", async () => {
    const before = (await audit()).meta.total
    // bo was recorded as a user; now every token says admin.
    const token = await api.token('bo', { roles: ['admin'] })
    const calls = Array.from({ length: 5 }, () => api.call('GET', '/api/user/info', { as: { token } }))
    expect((await Promise.all(calls)).map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200])
    const log = await audit()
    expect(log.meta.total).toBe(before + 1)
    expect(log.data[0]).toMatchObject({
      actor: { type: 'system' },
      action: 'user.role',
      target: { type: 'user', id: 'bo' },
      details: { role: { from: 'user', to: 'admin' } },
    })
    // The other way: cy is first seen as an administrator (nothing to record), then loses the role.
    await api.call('GET', '/api/user/info', { as: { user: 'cy', admin: true } })
    await api.call('GET', '/api/user/info', { as: { user: 'cy' } })
    const demoted = await audit()
    expect(demoted.meta.total).toBe(before + 2)
    expect(demoted.data[0]).toMatchObject({
      actor: { type: 'system' },
      target: { type: 'user', id: 'cy' },
      details: { role: { from: 'admin', to: 'user' } },
    })
  })

  it('pages 20 entries at a time; a page past the end is empty; a bad page is 400', async () => {
    const invitation = await created()
    for (let i = 0; i < 25; i++)
      await api.call('PATCH', `/api/invitation/${invitation.id}/status`, {
        as: ROOT,
        body: { status: i % 2 === 0 ? 'INACTIVE' : 'ACTIVE' },
      })
    const first = await audit(1)
    const total = first.meta.total
    expect(total).toBeGreaterThan(20)
    expect(first.data).toHaveLength(20)
    expect(first.meta).toEqual({ page: 1, totalPages: Math.ceil(total / 20), total })
    const second = await audit(2)
    expect(second.data).toHaveLength(total - 20)
    const ids = [...first.data, ...second.data].map((e) => e.id)
    expect(new Set(ids).size).toBe(total)
    expect((await audit(first.meta.totalPages + 1)).data).toEqual([])
    const bad = await api.call('GET', '/api/admin/audit', { as: ROOT, query: { page: '0' } })
    expect(bad.statusCode).toBe(400)
  })
})

// Where requests really run in parallel: of racing sign-ins bringing one new role, exactly one records it.
describe.skipIf(process.env.DATABASE_URL === undefined)('on PostgreSQL', () => {
  let pgApi: ApiHarness
  beforeAll(async () => {
    pgApi = await startApi({}, { postgres: true })
  }, 60_000)
  afterAll(() => pgApi?.close())

  it('of 10 racing requests with a newly given admin role, exactly one role change is recorded', async () => {
    await pgApi.call('GET', '/api/user/info', { as: { user: 'dee' } })
    const token = await pgApi.token('dee', { roles: ['admin'] })
    const calls = Array.from({ length: 10 }, () => pgApi.call('GET', '/api/user/info', { as: { token } }))
    expect(new Set((await Promise.all(calls)).map((r) => r.statusCode))).toEqual(new Set([200]))
    const log = (await pgApi.call('GET', '/api/admin/audit', { as: { token } })).json()
    expect(log.data.map((e: Entry) => [e.action, e.target.id, e.details])).toEqual([
      ['user.role', 'dee', { role: { from: 'user', to: 'admin' } }],
    ])
  })
})
