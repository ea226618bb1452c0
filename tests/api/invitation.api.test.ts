import type { HTTPMethods } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MESSAGES } from '../../src/adapters/server/api/routes/invitation.failures.ts'
import { seedInvitationUsage } from '../../src/adapters/server/persistence/testing/seed-invitation-usage.ts'
import type { StoredUsage } from '../../src/application/server/ports/invitation.repository.port.ts'
import { ServerTokens as T } from '../../src/composition/tokens.ts'
import { INVITATION_INPUT_ERROR_CODES } from '../../src/domain/invitations/invitation-error-codes.ts'
import { instant } from '../../src/domain/shared/instant.ts'
import { fen } from '../../src/domain/shared/money.ts'
import { type ApiHarness, startApi } from '../support/api-harness.ts'

let api: ApiHarness
beforeAll(async () => {
  api = await startApi()
}, 60_000)
afterAll(() => api.close())

const admin = { user: 'boss', admin: true }
const ada = { user: 'ada' }

// One service per file, so every test uses codes of its own.
let last = 0
const aCode = (prefix = 'T') => `${prefix}${++last}-${Math.random().toString(36).slice(2, 7)}`.toUpperCase()

const aBody = (overrides: Record<string, unknown> = {}) => ({
  distributorName: 'Acme Trading',
  discountAmount: 50,
  inviteCode: aCode(),
  ...overrides,
})

type InvitationJson = {
  id: string
  distributor: { id: string; name: string; email: string | null; remark: string | null }
  inviteCode: string
  discountAmount: number
  status: 'ACTIVE' | 'INACTIVE'
  createdAt: string
  updatedAt: string
}

const create = async (overrides: Record<string, unknown> = {}): Promise<InvitationJson> => {
  const response = await api.call('POST', '/api/invitation', { as: admin, body: aBody(overrides) })
  expect(response.statusCode, response.body).toBe(201)
  return response.json()
}

const list = async (): Promise<InvitationJson[]> =>
  (await api.call('GET', '/api/invitation', { as: admin })).json()

const validate = async (code: string) =>
  (await api.call('GET', '/api/invitation/validate', { as: ada, query: { code } })).json()

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/

describe('who may call', () => {
  const ADMIN_CALLS: ReadonlyArray<[HTTPMethods, string, unknown?]> = [
    ['GET', '/api/invitation'],
    ['POST', '/api/invitation', aBody()],
    ['PUT', '/api/invitation/some-id', aBody()],
    ['DELETE', '/api/invitation/some-id'],
    ['PATCH', '/api/invitation/some-id/status', { status: 'INACTIVE' }],
    ['GET', '/api/invitation/usage-history?invitationId=some-id'],
  ]

  it.each(ADMIN_CALLS)('%s %s: 401 anonymous, 403 for a user', async (method, url, body) => {
    const options = body === undefined ? {} : { body }
    const anonymous = await api.call(method, url, options)
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json()).toMatchObject({ code: 'UNAUTHENTICATED' })
    const user = await api.call(method, url, { ...options, as: ada })
    expect(user.statusCode).toBe(403)
    expect(user.json()).toMatchObject({ code: 'FORBIDDEN' })
  })

  it('validate is for any signed-in user, not for anonymous callers', async () => {
    const anonymous = await api.call('GET', '/api/invitation/validate', { query: { code: 'ANY1' } })
    expect(anonymous.statusCode).toBe(401)
    const user = await api.call('GET', '/api/invitation/validate', { as: ada, query: { code: 'ANY1' } })
    expect(user.statusCode).toBe(200)
  })

  it('a refused create writes nothing', async () => {
    const inviteCode = aCode()
    await api.call('POST', '/api/invitation', { as: ada, body: aBody({ inviteCode }) })
    expect((await list()).some((i) => i.inviteCode === inviteCode)).toBe(false)
  })
})

describe('POST /api/invitation', () => {
  it('answers 201 with the invitation, amounts in yuan and times as ISO strings; the list shows it', async () => {
    const response = await api.call('POST', '/api/invitation', {
      as: admin,
      body: {
        distributorName: '  Acme   Trading ',
        discountAmount: 12.5,
        inviteCode: ' spring-26 ',
        distributorEmail: ' sales@acme.example ',
        remark: 'met at the fair',
      },
    })
    expect(response.statusCode).toBe(201)
    const invitation = response.json()
    expect(invitation).toEqual({
      id: expect.any(String),
      distributor: {
        id: expect.any(String),
        name: 'Acme Trading',
        email: 'sales@acme.example',
        remark: 'met at the fair',
      },
      inviteCode: 'SPRING-26',
      discountAmount: 12.5,
      status: 'ACTIVE',
      createdAt: expect.stringMatching(ISO),
      updatedAt: invitation.createdAt,
    })
    expect((await list()).find((i) => i.id === invitation.id)).toEqual(invitation)
  })

  it.each([
    ['absent', {}],
    ['empty', { inviteCode: '' }],
    ['blank', { inviteCode: '   ' }],
    ['null', { inviteCode: null }],
  ])('generates an 8-character A–Z0–9 code when the code is %s', async (_, code) => {
    const { inviteCode: _typed, ...body } = aBody()
    const response = await api.call('POST', '/api/invitation', { as: admin, body: { ...body, ...code } })
    expect(response.statusCode).toBe(201)
    expect(response.json().inviteCode).toMatch(/^[A-Z0-9]{8}$/)
  })

  it('takes the discount as a number or as decimal text; optional fields default to null', async () => {
    const invitation = await create({ discountAmount: ' 0.01 ' })
    expect(invitation.discountAmount).toBe(0.01)
    expect(invitation.distributor).toMatchObject({ email: null, remark: null })
    expect(
      (await create({ discountAmount: '1000000', distributorEmail: '', remark: '  ' })).distributor,
    ).toMatchObject({
      email: null,
      remark: null,
    })
  })

  it.each([
    ['a code too short', { inviteCode: 'ab' }, 'INVALID_INVITE_CODE'],
    ['a code with a space', { inviteCode: 'SPRING 26' }, 'INVALID_INVITE_CODE'],
    ['a code too long', { inviteCode: 'A'.repeat(33) }, 'INVALID_INVITE_CODE'],
    ['a discount of 0', { discountAmount: 0 }, 'INVALID_DISCOUNT_AMOUNT'],
    ['a negative discount', { discountAmount: -5 }, 'INVALID_DISCOUNT_AMOUNT'],
    ['a discount in exponent form', { discountAmount: '1e3' }, 'INVALID_DISCOUNT_AMOUNT'],
    ['a discount of three decimals', { discountAmount: 1.005 }, 'INVALID_DISCOUNT_AMOUNT'],
    ['a discount above the ceiling', { discountAmount: 1_000_000.01 }, 'INVALID_DISCOUNT_AMOUNT'],
    ['a discount that is not a number', { discountAmount: 'ten' }, 'INVALID_DISCOUNT_AMOUNT'],
    ['a blank distributor name', { distributorName: '   ' }, 'INVALID_DISTRIBUTOR_NAME'],
    ['a distributor name too long', { distributorName: 'x'.repeat(101) }, 'INVALID_DISTRIBUTOR_NAME'],
    ['an email that is no address', { distributorEmail: 'Acme Trading' }, 'INVALID_DISTRIBUTOR_EMAIL'],
    ['no distributor name', { distributorName: undefined }, 'INVALID_REQUEST'],
    ['no discount', { discountAmount: undefined }, 'INVALID_REQUEST'],
    ['a discount of the wrong type', { discountAmount: true }, 'INVALID_REQUEST'],
    ['a remark too long', { remark: 'r'.repeat(501) }, 'INVALID_REQUEST'],
  ])('refuses %s with 400 and a code', async (_, overrides, code) => {
    const response = await api.call('POST', '/api/invitation', { as: admin, body: aBody(overrides) })
    expect(response.statusCode).toBe(400)
    const body = response.json()
    expect(body).toMatchObject({ statusCode: 400, code })
    expect(body.message).toMatch(/\S/)
  })

  it('gives the domain rule in the message a dialog can show', async () => {
    const response = await api.call('POST', '/api/invitation', {
      as: admin,
      body: aBody({ discountAmount: 0 }),
    })
    expect(response.json().message).toBe('Discount amount must be at least 0.01')
  })

  it('refuses a code a live invitation holds, whatever its case, with 409', async () => {
    const code = aCode('SUMMER')
    await create({ inviteCode: code })
    const response = await api.call('POST', '/api/invitation', {
      as: admin,
      body: aBody({ inviteCode: ` ${code.toLowerCase()} ` }),
    })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      statusCode: 409,
      code: 'INVITE_CODE_TAKEN',
      message: `Invitation code already exists: ${code}`,
    })
    expect((await list()).filter((i) => i.inviteCode === code)).toHaveLength(1)
  })

  it('of 10 creates of one code at once, exactly one answers 201 and the rest 409', async () => {
    const code = aCode('RACE')
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        api.call('POST', '/api/invitation', { as: admin, body: aBody({ inviteCode: code }) }),
      ),
    )
    const statuses = responses.map((r) => r.statusCode).sort()
    expect(statuses).toEqual([201, ...Array(9).fill(409)])
    expect((await list()).filter((i) => i.inviteCode === code)).toHaveLength(1)
  })
})

describe('GET /api/invitation', () => {
  it('lists newest first', async () => {
    await create()
    await create()
    const times = (await list()).map((i) => Date.parse(i.createdAt))
    expect(times.length).toBeGreaterThanOrEqual(2)
    expect([...times].sort((a, b) => b - a)).toEqual(times)
  })
})

describe('PUT /api/invitation/:id', () => {
  it('replaces distributor, code and discount; keeps id, status and creation time', async () => {
    const invitation = await create()
    await api.call('PATCH', `/api/invitation/${invitation.id}/status`, {
      as: admin,
      body: { status: 'INACTIVE' },
    })
    const response = await api.call('PUT', `/api/invitation/${invitation.id}`, {
      as: admin,
      body: {
        distributorName: 'Globex',
        discountAmount: '20.05',
        inviteCode: ' globex-1 ',
        remark: 'new owner',
      },
    })
    expect(response.statusCode).toBe(200)
    const updated = response.json()
    expect(updated).toEqual({
      ...invitation,
      distributor: { id: invitation.distributor.id, name: 'Globex', email: null, remark: 'new owner' },
      inviteCode: 'GLOBEX-1',
      discountAmount: 20.05,
      status: 'INACTIVE',
      updatedAt: expect.stringMatching(ISO),
    })
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(invitation.updatedAt))
    expect((await list()).find((i) => i.id === invitation.id)).toEqual(updated)
  })

  it('may keep its own code, draws a new one when the code is emptied, and may not take another', async () => {
    const mine = await create()
    const theirs = await create()
    const url = `/api/invitation/${mine.id}`
    const kept = await api.call('PUT', url, {
      as: admin,
      body: aBody({ inviteCode: mine.inviteCode.toLowerCase() }),
    })
    expect(kept.json().inviteCode).toBe(mine.inviteCode)
    const taken = await api.call('PUT', url, { as: admin, body: aBody({ inviteCode: theirs.inviteCode }) })
    expect(taken.statusCode).toBe(409)
    expect(taken.json()).toMatchObject({ code: 'INVITE_CODE_TAKEN' })
    const drawn = await api.call('PUT', url, { as: admin, body: aBody({ inviteCode: '' }) })
    expect(drawn.json().inviteCode).toMatch(/^[A-Z0-9]{8}$/)
  })

  it('answers 404 for an unknown or deleted invitation, and 400 for a bad form', async () => {
    const unknown = await api.call('PUT', '/api/invitation/no-such-id', { as: admin, body: aBody() })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({
      statusCode: 404,
      code: 'INVITATION_NOT_FOUND',
      message: 'Invitation not found',
    })
    const invitation = await create()
    await api.call('DELETE', `/api/invitation/${invitation.id}`, { as: admin })
    const deleted = await api.call('PUT', `/api/invitation/${invitation.id}`, { as: admin, body: aBody() })
    expect(deleted.statusCode).toBe(404)
    const live = await create()
    const bad = await api.call('PUT', `/api/invitation/${live.id}`, {
      as: admin,
      body: aBody({ discountAmount: 0 }),
    })
    expect(bad.json()).toMatchObject({ statusCode: 400, code: 'INVALID_DISCOUNT_AMOUNT' })
  })
})

describe('DELETE /api/invitation/:id', () => {
  it('answers { ok: true }; the invitation leaves the list, the check and edits; its code is free again', async () => {
    const invitation = await create()
    const response = await api.call('DELETE', `/api/invitation/${invitation.id}`, { as: admin })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ ok: true })
    expect((await list()).some((i) => i.id === invitation.id)).toBe(false)
    expect(await validate(invitation.inviteCode)).toEqual({ valid: false })
    const status = await api.call('PATCH', `/api/invitation/${invitation.id}/status`, {
      as: admin,
      body: { status: 'ACTIVE' },
    })
    expect(status.statusCode).toBe(404)
    const again = await api.call('DELETE', `/api/invitation/${invitation.id}`, { as: admin })
    expect(again.statusCode).toBe(404)
    expect(again.json()).toMatchObject({ code: 'INVITATION_NOT_FOUND' })
    const reborn = await create({ inviteCode: invitation.inviteCode.toLowerCase() })
    expect(reborn.inviteCode).toBe(invitation.inviteCode)
    expect(reborn.id).not.toBe(invitation.id)
  })
})

describe('PATCH /api/invitation/:id/status', () => {
  it('sets the status it is given (twice is the same as once), and the check follows', async () => {
    const invitation = await create()
    const url = `/api/invitation/${invitation.id}/status`
    for (const _ of [1, 2]) {
      const off = await api.call('PATCH', url, { as: admin, body: { status: 'INACTIVE' } })
      expect(off.statusCode).toBe(200)
      expect(off.json()).toMatchObject({ id: invitation.id, status: 'INACTIVE' })
    }
    expect(await validate(invitation.inviteCode)).toEqual({ valid: false })
    const on = await api.call('PATCH', url, { as: admin, body: { status: 'ACTIVE' } })
    expect(on.json()).toMatchObject({ status: 'ACTIVE' })
    expect(await validate(invitation.inviteCode)).toMatchObject({ valid: true })
  })

  it('refuses an unknown status with 400 and an unknown invitation with 404', async () => {
    const invitation = await create()
    const bad = await api.call('PATCH', `/api/invitation/${invitation.id}/status`, {
      as: admin,
      body: { status: 'PAUSED' },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ code: 'INVALID_REQUEST' })
    const unknown = await api.call('PATCH', '/api/invitation/no-such-id/status', {
      as: admin,
      body: { status: 'ACTIVE' },
    })
    expect(unknown.statusCode).toBe(404)
  })
})

describe('GET /api/invitation/usage-history', () => {
  const usage = (
    invitationId: string,
    n: number,
    ms: number,
    amounts: [number, number, number],
  ): StoredUsage => ({
    id: `usage-${invitationId}-${n}`,
    invitationId,
    orderId: `order-${invitationId}-${n}`,
    userId: `buyer-${n}`,
    userName: `buyer ${n}`,
    userEmail: n === 1 ? null : `buyer${n}@x.example`,
    originalAmount: fen(amounts[0]),
    discountAmount: fen(amounts[1]),
    finalAmount: fen(amounts[2]),
    createdAt: instant(ms),
  })

  it("lists an invitation's paid orders newest first, amounts in yuan", async () => {
    const invitation = await create()
    const other = await create()
    const seed = seedInvitationUsage((await api.container.getAsync(T.Database)).db)
    await seed(usage(invitation.id, 1, Date.UTC(2026, 0, 2), [35_000, 1_250, 33_750]))
    await seed(usage(invitation.id, 2, Date.UTC(2026, 0, 3), [20_000, 20_000, 0]))
    await seed(usage(other.id, 3, Date.UTC(2026, 0, 4), [20_000, 5_000, 15_000]))
    const response = await api.call('GET', '/api/invitation/usage-history', {
      as: admin,
      query: { invitationId: invitation.id },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual([
      {
        id: `usage-${invitation.id}-2`,
        userName: 'buyer 2',
        userEmail: 'buyer2@x.example',
        originalAmount: 200,
        discountAmount: 200,
        finalAmount: 0,
        createdAt: '2026-01-03T00:00:00.000Z',
      },
      {
        id: `usage-${invitation.id}-1`,
        userName: 'buyer 1',
        userEmail: null,
        originalAmount: 350,
        discountAmount: 12.5,
        finalAmount: 337.5,
        createdAt: '2026-01-02T00:00:00.000Z',
      },
    ])
  })

  it('answers [] for an unused invitation, 404 for an unknown one, 400 without an id', async () => {
    const invitation = await create()
    const empty = await api.call('GET', '/api/invitation/usage-history', {
      as: admin,
      query: { invitationId: invitation.id },
    })
    expect(empty.json()).toEqual([])
    const unknown = await api.call('GET', '/api/invitation/usage-history', {
      as: admin,
      query: { invitationId: 'no-such-id' },
    })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toMatchObject({ code: 'INVITATION_NOT_FOUND' })
    const missing = await api.call('GET', '/api/invitation/usage-history', { as: admin })
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toMatchObject({ code: 'INVALID_REQUEST' })
  })
})

describe('GET /api/invitation/validate', () => {
  it('answers a live active code, typed in any case, with its discount and nothing else', async () => {
    const code = aCode('VIP')
    await create({ inviteCode: code, discountAmount: 30, distributorEmail: 'secret@acme.example' })
    expect(await validate(`  ${code.toLowerCase()} `)).toEqual({
      valid: true,
      inviteCode: code,
      discountAmount: 30,
    })
  })

  it('answers { valid: false } for an unknown code, or one that could never exist', async () => {
    expect(await validate(aCode())).toEqual({ valid: false })
    expect(await validate('no such code!')).toEqual({ valid: false })
  })

  it.each([
    ['blank', { code: '   ' }],
    ['missing', undefined],
  ])('refuses a %s code with 400 INVITE_CODE_REQUIRED', async (_, query) => {
    const response = await api.call('GET', '/api/invitation/validate', {
      as: ada,
      ...(query === undefined ? {} : { query }),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'INVITE_CODE_REQUIRED',
      message: 'Please enter invitation code',
    })
  })
})

describe('the API document', () => {
  it('describes every invitation call', async () => {
    const document = (await api.call('GET', '/api/openapi.json')).json()
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/invitation',
        '/api/invitation/{id}',
        '/api/invitation/{id}/status',
        '/api/invitation/usage-history',
        '/api/invitation/validate',
      ]),
    )
  })
})

it('has a message for every failure the invitation rules can report', () => {
  for (const code of INVITATION_INPUT_ERROR_CODES) expect(MESSAGES[code], code).toMatch(/\S/)
})

// The unique index decides between racing creates on PostgreSQL too, where they really run in parallel.
describe.skipIf(process.env.DATABASE_URL === undefined)('on PostgreSQL', () => {
  let pgApi: ApiHarness
  beforeAll(async () => {
    pgApi = await startApi({}, { postgres: true })
  }, 60_000)
  afterAll(() => pgApi?.close())

  it('of 10 creates of one code at once, exactly one answers 201 and the rest 409', async () => {
    const code = aCode('PGRACE')
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        pgApi.call('POST', '/api/invitation', { as: admin, body: aBody({ inviteCode: code }) }),
      ),
    )
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, ...Array(9).fill(409)])
  })
})
