import { describe, expect, it } from 'vitest'
import type { ApiCallFailed } from '../../src/application/browser/ports/api-call-failed.ts'
import type {
  InvitationCode,
  InvitationCodeForm,
  InvitationsGateway,
  InvitationUsageRecord,
} from '../../src/application/browser/ports/invitations.gateway.port.ts'
import { instant } from '../../src/domain/shared/instant.ts'
import { fen, yuanToFen } from '../../src/domain/shared/money.ts'

export type InvitationsGatewayFixture = {
  readonly gateway: InvitationsGateway
  /** An administrator's access token. */
  readonly token: string
  /** Records a paid order that used the code, as order settlement does. */
  addUsage(invitationId: string, usage: Omit<InvitationUsageRecord, 'id'>): Promise<void>
}

// One service may serve every test of a file, so each test uses codes of its own.
let counter = 0
const aCode = () => `C${++counter}${Math.random().toString(36).slice(2, 8)}`.toUpperCase()

const aForm = (overrides: Partial<InvitationCodeForm> = {}): InvitationCodeForm => ({
  distributorName: 'Acme Trading',
  discountAmount: yuanToFen(50),
  inviteCode: aCode(),
  ...overrides,
})

const created = async (fixture: InvitationsGatewayFixture, form = aForm()): Promise<InvitationCode> => {
  const result = await fixture.gateway.create(fixture.token, form)
  if ('_tag' in result) throw new Error(`not created: ${JSON.stringify(result)}`)
  return result
}

const refusal = (status: number, code: string): ApiCallFailed =>
  expect.objectContaining({
    _tag: 'ApiCallFailed',
    status,
    code,
    message: expect.stringMatching(/\S/),
  }) as ApiCallFailed

/** What every InvitationsGateway must do, over HTTP or in memory (DESIGN rule 12). */
export const invitationsGatewayContract = (
  name: string,
  fixture: () => Promise<InvitationsGatewayFixture>,
) => {
  describe(`InvitationsGateway contract: ${name}`, () => {
    it('creates an active code with its distributor, listed first, the discount in fen', async () => {
      const f = await fixture()
      const code = aCode()
      const made = await created(
        f,
        aForm({
          inviteCode: code,
          discountAmount: yuanToFen(12.5),
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
      const listed = await f.gateway.list(f.token)
      if (!Array.isArray(listed)) throw new Error('not listed')
      expect(listed.find((i) => i.id === made.id)).toEqual(made)
      const times = listed.map((i) => i.createdAt)
      expect(times).toEqual([...times].sort((a, b) => b - a))
    })

    it('an empty code is generated: 8 characters of A–Z and 0–9; a typed one is stored upper-case', async () => {
      const f = await fixture()
      expect((await created(f, aForm({ inviteCode: '' }))).inviteCode).toMatch(/^[A-Z0-9]{8}$/)
      const typed = aCode()
      expect((await created(f, aForm({ inviteCode: ` ${typed.toLowerCase()} ` }))).inviteCode).toBe(typed)
      const { distributor } = await created(f, aForm({ distributorEmail: '', remark: '  ' }))
      expect(distributor).toMatchObject({ email: null, remark: null })
    })

    it('refuses what the rules refuse, with a status, a code and a message for people', async () => {
      const f = await fixture()
      const { inviteCode } = await created(f)
      expect(await f.gateway.create(f.token, aForm({ inviteCode }))).toEqual(
        refusal(409, 'INVITE_CODE_TAKEN'),
      )
      expect(await f.gateway.create(f.token, aForm({ discountAmount: fen(0) }))).toEqual(
        refusal(400, 'INVALID_DISCOUNT_AMOUNT'),
      )
      expect(await f.gateway.create(f.token, aForm({ distributorEmail: 'not an email' }))).toEqual(
        refusal(400, 'INVALID_DISTRIBUTOR_EMAIL'),
      )
      expect(await f.gateway.create(f.token, aForm({ distributorName: '  ' }))).toEqual(
        refusal(400, 'INVALID_DISTRIBUTOR_NAME'),
      )
      expect(await f.gateway.create(f.token, aForm({ inviteCode: 'A!' }))).toEqual(
        refusal(400, 'INVALID_INVITE_CODE'),
      )
    })

    it('an edit replaces distributor, code and discount; status and creation time stay', async () => {
      const f = await fixture()
      const before = await created(f)
      await f.gateway.setStatus(f.token, before.id, 'INACTIVE')
      const code = aCode()
      const after = await f.gateway.update(
        f.token,
        before.id,
        aForm({ distributorName: 'Beta Ltd', inviteCode: code, discountAmount: yuanToFen(8), remark: 'vip' }),
      )
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
      const f = await fixture()
      const { id } = await created(f)
      expect(await f.gateway.setStatus(f.token, id, 'INACTIVE')).toMatchObject({ id, status: 'INACTIVE' })
      expect(await f.gateway.setStatus(f.token, id, 'INACTIVE')).toMatchObject({ id, status: 'INACTIVE' })
      expect(await f.gateway.setStatus(f.token, id, 'ACTIVE')).toMatchObject({ id, status: 'ACTIVE' })
    })

    it('a deleted code leaves the list, its code is free again, and deleting twice is 404', async () => {
      const f = await fixture()
      const { id, inviteCode } = await created(f)
      expect(await f.gateway.remove(f.token, id)).toEqual({ deleted: id })
      const listed = await f.gateway.list(f.token)
      expect(Array.isArray(listed) && listed.some((i) => i.id === id)).toBe(false)
      expect(await f.gateway.remove(f.token, id)).toEqual(refusal(404, 'INVITATION_NOT_FOUND'))
      expect(await created(f, aForm({ inviteCode }))).toMatchObject({ inviteCode })
    })

    it('answers 404 INVITATION_NOT_FOUND for an unknown invitation', async () => {
      const f = await fixture()
      const missing = refusal(404, 'INVITATION_NOT_FOUND')
      expect(await f.gateway.update(f.token, 'no-such-id', aForm())).toEqual(missing)
      expect(await f.gateway.setStatus(f.token, 'no-such-id', 'ACTIVE')).toEqual(missing)
      expect(await f.gateway.usageHistory(f.token, 'no-such-id')).toEqual(missing)
    })

    it('lists a code’s usage newest first, amounts in fen; none yet is an empty list', async () => {
      const f = await fixture()
      const { id } = await created(f)
      expect(await f.gateway.usageHistory(f.token, id)).toEqual([])
      const older = {
        userName: 'Ann Buyer',
        userEmail: null,
        originalAmount: yuanToFen(350),
        discountAmount: yuanToFen(12.5),
        finalAmount: yuanToFen(337.5),
        createdAt: instant(Date.UTC(2026, 1, 2)),
      }
      const newer = {
        ...older,
        userName: 'Bo Buyer',
        userEmail: 'bo@buyer.example',
        originalAmount: yuanToFen(200),
        discountAmount: yuanToFen(200),
        finalAmount: fen(0),
        createdAt: instant(Date.UTC(2026, 1, 3)),
      }
      await f.addUsage(id, older)
      await f.addUsage(id, newer)
      const history = await f.gateway.usageHistory(f.token, id)
      expect(history).toEqual([
        { ...newer, id: expect.any(String) },
        { ...older, id: expect.any(String) },
      ])
    })
  })
}
