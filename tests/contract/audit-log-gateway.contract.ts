import { describe, expect, it } from 'vitest'
import { isCallFailure } from '../../src/application/browser/ports/api-call-failed.ts'
import type {
  AuditLogEntry,
  AuditLogGateway,
} from '../../src/application/browser/ports/audit-log.gateway.port.ts'

/**
 * What every fixture has done before the contract runs, oldest first, as the administrator `root`:
 * created an invitation (code CONTRACT-AUDIT, distributor Acme, 12.50 yuan off), switched its status
 * 20 times (INACTIVE first), then granted the user `member` 5 lead credits, forever, for 9.90 yuan.
 */
export const SWITCHES = 20

export type AuditLogFixture = {
  readonly gateway: AuditLogGateway
  /** Access tokens: the administrator who acted, and a user who is not an administrator. */
  readonly admin: string
  readonly user: string
}

const read = async (gateway: AuditLogGateway, token: string, page: number) => {
  const answer = await gateway.page(token, page)
  if (isCallFailure(answer)) throw new Error(`page failed: ${JSON.stringify(answer)}`)
  return answer
}

const byRoot = { type: 'user', id: 'root', username: 'root' }

/** What every AuditLogGateway must do, over HTTP or in memory (DESIGN rule 12). */
export const auditLogGatewayContract = (name: string, fixture: () => Promise<AuditLogFixture>) => {
  describe(`AuditLogGateway contract: ${name}`, () => {
    it('pages the log, 20 a page, newest first', async () => {
      const { gateway, admin } = await fixture()
      const first = await read(gateway, admin, 1)
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
      const second = await read(gateway, admin, 2)
      expect(second.entries.map((e) => e.action)).toEqual(['invitation.status', 'invitation.create'])
      const all: AuditLogEntry[] = [...first.entries, ...second.entries]
      expect(new Set(all.map((e) => e.id)).size).toBe(SWITCHES + 2)
      const times = all.map((e) => Date.parse(e.at))
      expect(times).toEqual([...times].sort((a, b) => b - a))
    })

    it('each entry says who did what to what, and the changed fields; money in fen', async () => {
      const { gateway, admin } = await fixture()
      const [grant, lastSwitch] = (await read(gateway, admin, 1)).entries
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
      const [firstSwitch, create] = (await read(gateway, admin, 2)).entries
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
      const { gateway, admin } = await fixture()
      expect(await read(gateway, admin, 3)).toEqual({
        entries: [],
        page: 3,
        totalPages: 2,
        total: SWITCHES + 2,
      })
    })

    it('refuses a user who is not an administrator with 403', async () => {
      const { gateway, user } = await fixture()
      expect(await gateway.page(user, 1)).toMatchObject({ status: 403, code: 'FORBIDDEN' })
    })
  })
}
