import { describe, expect, it } from 'vitest'
import { isCallFailure } from '../../src/application/browser/ports/api-call-failed.ts'
import type { OutboxGateway } from '../../src/application/browser/ports/outbox.gateway.port.ts'

/** Every fixture has sent these many messages, one to `reader-<n>@outbox.example` each, in order. */
export const SENT = 21

export type OutboxGatewayFixture = {
  readonly gateway: OutboxGateway
  /** Access tokens: an administrator's and a plain user's. */
  readonly admin: string
  readonly user: string
}

const read = async (gateway: OutboxGateway, token: string, page: number) => {
  const answer = await gateway.page(token, page)
  if (isCallFailure(answer)) throw new Error(`page failed: ${JSON.stringify(answer)}`)
  return answer
}

/** What every OutboxGateway must do, over HTTP or in memory (DESIGN rule 12). */
export const outboxGatewayContract = (name: string, fixture: () => Promise<OutboxGatewayFixture>) => {
  describe(`OutboxGateway contract: ${name}`, () => {
    it('an administrator reads the mail newest first, 20 a page', async () => {
      const { gateway, admin } = await fixture()
      const first = await read(gateway, admin, 1)
      expect([first.page, first.totalPages, first.total, first.entries.length]).toEqual([1, 2, SENT, 20])
      expect(first.entries.slice(0, 2).map((m) => m.to)).toEqual([
        `reader-${SENT - 1}@outbox.example`,
        `reader-${SENT - 2}@outbox.example`,
      ])
      const second = await read(gateway, admin, 2)
      expect(second.entries.map((m) => m.to)).toEqual(['reader-0@outbox.example'])
    })

    it('each message has its sender, subject, time and text', async () => {
      const { gateway, admin } = await fixture()
      const [mail] = (await read(gateway, admin, 1)).entries
      expect(mail?.from).toMatch(/@/)
      expect(mail?.subject.length).toBeGreaterThan(0)
      expect(Number.isFinite(Date.parse(mail?.sentAt ?? ''))).toBe(true)
      expect(mail?.text).toContain('/opt-out#token=')
    })

    it('anyone else is refused (403 FORBIDDEN)', async () => {
      const { gateway, user } = await fixture()
      expect(await gateway.page(user, 1)).toMatchObject({
        _tag: 'ApiCallFailed',
        status: 403,
        code: 'FORBIDDEN',
      })
    })
  })
}
