import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axiosTransport } from '../../src/adapters/browser/http/axios-transport.ts'
import { contractClient } from '../../src/adapters/browser/http/contract-client.ts'
import { injectTransport } from '../../src/adapters/browser/http/inject-transport.ts'
import * as InvitationCalls from '../../src/adapters/http-contract/invitation.ts'
import type { ApiCallFailed } from '../../src/application/browser/ports/api-call-failed.ts'
import type { InvitationCodeForm } from '../../src/application/browser/ports/invitations.api.port.ts'
import {
  aPaidOrderWith,
  INVITATIONS_WORLD_SECRET,
} from '../../src/composition/testing/invitations-world.fixture.ts'
import { must as ok } from '../../src/composition/testing/must.fixture.ts'
import { type ApiHarness, startApi } from '../support/api-harness.ts'

// The invite codes through the browser's own client over the real routes: what the admin page relies
// on (money decoded to fen, times to instants, refusals typed by each call's codes). The HTTP details
// (status codes, yuan and ISO text on the wire, races) are invitation.api.test.ts's.
let api: ApiHarness
let admin: ReturnType<typeof client>
let user: ReturnType<typeof client>

const client = (token: string) => contractClient(InvitationCalls, injectTransport(api.app), async () => token)

beforeAll(async () => {
  api = await startApi({ PAYMENT_SECRET: INVITATIONS_WORLD_SECRET })
  admin = client(await api.token('boss', { roles: ['admin'] }))
  user = client(await api.token('ada'))
})
afterAll(() => api.close())

// One service serves every test of the file, so each test uses codes of its own.
let counter = 0
const aCode = () => `C${++counter}${Math.random().toString(36).slice(2, 8)}`.toUpperCase()

const aForm = (overrides: Partial<InvitationCodeForm> = {}): InvitationCodeForm => ({
  distributorName: 'Acme Trading',
  discountAmount: 50,
  inviteCode: aCode(),
  ...overrides,
})

const created = async (form = aForm()) => ok(await admin.createInvitation({ body: form }))

const refusal = (status: number, code: string): ApiCallFailed =>
  expect.objectContaining({
    _tag: 'ApiCallFailed',
    status,
    code,
    message: expect.stringMatching(/\S/),
  }) as ApiCallFailed

describe('the invitation calls, as the admin page makes them', () => {
  it('creates an active code with its distributor, listed first, the discount in fen', async () => {
    const code = aCode()
    const made = await created(
      aForm({
        inviteCode: code,
        discountAmount: 12.5,
        distributorEmail: 'sales@acme.example',
        remark: 'spring fair',
      }),
    )
    expect(made).toMatchObject({
      inviteCode: code,
      discountAmount: 1250,
      status: 'ACTIVE',
      distributor: { name: 'Acme Trading', email: 'sales@acme.example', remark: 'spring fair' },
    })
    expect(made.createdAt).toBeGreaterThan(0)
    const listed = ok(await admin.listInvitations())
    expect(listed.find((i) => i.id === made.id)).toEqual(made)
    const times = listed.map((i) => i.createdAt)
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('an empty code is generated: 8 characters of A–Z and 0–9; a typed one is stored upper-case', async () => {
    expect((await created(aForm({ inviteCode: '' }))).inviteCode).toMatch(/^[A-Z0-9]{8}$/)
    const typed = aCode()
    expect((await created(aForm({ inviteCode: ` ${typed.toLowerCase()} ` }))).inviteCode).toBe(typed)
    const { distributor } = await created(aForm({ distributorEmail: '', remark: '  ' }))
    expect(distributor).toMatchObject({ email: null, remark: null })
  })

  it('refuses what the rules refuse, with a status, a code and a message for people', async () => {
    const { inviteCode } = await created()
    const create = (form: InvitationCodeForm) => admin.createInvitation({ body: form })
    expect(await create(aForm({ inviteCode }))).toEqual(refusal(409, 'INVITE_CODE_TAKEN'))
    expect(await create(aForm({ discountAmount: 0 }))).toEqual(refusal(400, 'INVALID_DISCOUNT_AMOUNT'))
    expect(await create(aForm({ distributorEmail: 'not an email' }))).toEqual(
      refusal(400, 'INVALID_DISTRIBUTOR_EMAIL'),
    )
    expect(await create(aForm({ distributorName: '  ' }))).toEqual(refusal(400, 'INVALID_DISTRIBUTOR_NAME'))
    expect(await create(aForm({ inviteCode: 'A!' }))).toEqual(refusal(400, 'INVALID_INVITE_CODE'))
  })

  it('an edit replaces distributor, code and discount; status and creation time stay', async () => {
    const before = await created()
    ok(await admin.setInvitationStatus({ params: { id: before.id }, body: { status: 'INACTIVE' } }))
    const code = aCode()
    const after = await admin.updateInvitation({
      params: { id: before.id },
      body: aForm({ distributorName: 'Beta Ltd', inviteCode: code, discountAmount: 8, remark: 'vip' }),
    })
    expect(after).toMatchObject({
      id: before.id,
      inviteCode: code,
      discountAmount: 800,
      status: 'INACTIVE',
      createdAt: before.createdAt,
      distributor: { id: before.distributor.id, name: 'Beta Ltd', email: null, remark: 'vip' },
    })
  })

  it('sets a code inactive and active again', async () => {
    const { id } = await created()
    const set = (status: 'ACTIVE' | 'INACTIVE') =>
      admin.setInvitationStatus({ params: { id }, body: { status } })
    expect(await set('INACTIVE')).toMatchObject({ id, status: 'INACTIVE' })
    expect(await set('INACTIVE')).toMatchObject({ id, status: 'INACTIVE' })
    expect(await set('ACTIVE')).toMatchObject({ id, status: 'ACTIVE' })
  })

  it('a deleted code leaves the list, its code is free again, and deleting twice is 404', async () => {
    const { id, inviteCode } = await created()
    expect(await admin.deleteInvitation({ params: { id } })).toEqual({ ok: true })
    expect(ok(await admin.listInvitations()).some((i) => i.id === id)).toBe(false)
    expect(await admin.deleteInvitation({ params: { id } })).toEqual(refusal(404, 'INVITATION_NOT_FOUND'))
    expect(await created(aForm({ inviteCode }))).toMatchObject({ inviteCode })
  })

  it('answers 404 INVITATION_NOT_FOUND for an unknown invitation', async () => {
    const missing = refusal(404, 'INVITATION_NOT_FOUND')
    const params = { id: 'no-such-id' }
    expect(await admin.updateInvitation({ params, body: aForm() })).toEqual(missing)
    expect(await admin.setInvitationStatus({ params, body: { status: 'ACTIVE' } })).toEqual(missing)
    expect(await admin.invitationUsageHistory({ query: { invitationId: 'no-such-id' } })).toEqual(missing)
  })

  it('lists a code’s usage newest first, amounts in fen; none yet is an empty list', async () => {
    const { id, inviteCode } = await created(aForm({ discountAmount: 12.5 }))
    const history = () => admin.invitationUsageHistory({ query: { invitationId: id } })
    expect(await history()).toEqual([])
    // Real orders paid through the sandbox provider: MONTHLY_BASIC (¥280), then PACKET_EMAIL_BASIC (¥200).
    const start = Date.now()
    await aPaidOrderWith(api, inviteCode, { id: 'ann', name: 'Ann Buyer' })
    await aPaidOrderWith(
      api,
      inviteCode,
      { id: 'bo', name: 'Bo Buyer', email: 'bo@buyer.example' },
      'PACKET_EMAIL_BASIC',
    )
    const [newer, older] = ok(await history())
    expect(older).toEqual({
      id: expect.any(String),
      userName: 'Ann Buyer',
      userEmail: null,
      originalAmount: 28_000,
      discountAmount: 1250,
      finalAmount: 26_750,
      createdAt: expect.any(Number),
    })
    expect(newer).toMatchObject({
      userName: 'Bo Buyer',
      userEmail: 'bo@buyer.example',
      originalAmount: 20_000,
      discountAmount: 1250,
      finalAmount: 18_750,
    })
    expect(older?.createdAt).toBeGreaterThanOrEqual(start - 1000)
    expect(newer?.createdAt).toBeGreaterThanOrEqual(older?.createdAt ?? Number.POSITIVE_INFINITY)
  })

  it('reports a user who is not an admin as 403 FORBIDDEN, for every call', async () => {
    const forbidden = { _tag: 'ApiCallFailed', status: 403, code: 'FORBIDDEN' }
    const params = { id: 'x' }
    expect(await user.listInvitations()).toMatchObject(forbidden)
    expect(await user.createInvitation({ body: aForm() })).toMatchObject(forbidden)
    expect(await user.updateInvitation({ params, body: aForm() })).toMatchObject(forbidden)
    expect(await user.deleteInvitation({ params })).toMatchObject(forbidden)
    expect(await user.setInvitationStatus({ params, body: { status: 'ACTIVE' } })).toMatchObject(forbidden)
    expect(await user.invitationUsageHistory({ query: { invitationId: 'x' } })).toMatchObject(forbidden)
  })

  it('reports an unreachable service as a network failure, not as a refusal', async () => {
    const nowhere = contractClient(InvitationCalls, axiosTransport('http://127.0.0.1:9'), async () => 'token')
    expect(await nowhere.listInvitations()).toMatchObject({ _tag: 'ApiCallFailed', status: 'network' })
  })
})
