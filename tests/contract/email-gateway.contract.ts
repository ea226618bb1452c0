import { describe, expect, it } from 'vitest'
import { isCallFailure } from '../../src/application/browser/ports/api-call-failed.ts'
import type { EmailGateway, VerifiedEmail } from '../../src/application/browser/ports/email.gateway.port.ts'

export type EmailGatewayFixture = {
  readonly gateway: EmailGateway
  /** A signed-in user's access token, on the free trial (its free credits unspent). */
  readonly user: string
}

const verify = async (gateway: EmailGateway, token: string, addresses: readonly string[]) => {
  const answer = await gateway.verify(token, addresses)
  if (isCallFailure(answer)) throw new Error(`verify failed: ${JSON.stringify(answer)}`)
  return answer
}

const verificationOf = (item: VerifiedEmail | undefined) => {
  if (item?._tag !== 'Verified') throw new Error(`not verified: ${JSON.stringify(item)}`)
  return item.verification
}

/**
 * What every EmailGateway must do, over HTTP or in memory (DESIGN rule 12). The engine never contacts
 * reserved names (docs/contact-engine.md), so everything here is answered without the network.
 */
export const emailGatewayContract = (name: string, fixture: () => Promise<EmailGatewayFixture>) => {
  describe(`EmailGateway contract: ${name}`, () => {
    it('verifies a list in the order sent: reserved domains are unknown, with a reason and a date, free', async () => {
      const { gateway, user } = await fixture()
      const addresses = ['ada.lovelace@acme.example', 'grace@hopper.test', 'info@sub.acme.example']
      const answer = await verify(gateway, user, addresses)
      expect(answer.results.map((item) => item.address)).toEqual(addresses)
      for (const item of answer.results) {
        const verification = verificationOf(item)
        expect(verification.verdict).toBe('unknown')
        expect(verification.reason.length).toBeGreaterThan(0)
        expect(Number.isFinite(Date.parse(verification.checkedAt))).toBe(true)
      }
      expect(answer.charged.credits).toBe(0)
    })

    it('calls a malformed address invalid, and charges that answer one credit', async () => {
      const { gateway, user } = await fixture()
      const answer = await verify(gateway, user, ['not an address'])
      expect(verificationOf(answer.results[0]).verdict).toBe('invalid')
      expect(answer.charged.credits).toBe(1)
    })

    it('finds an address at a reserved domain without contacting it: unknown, with its basis, free', async () => {
      const { gateway, user } = await fixture()
      const answer = await gateway.find(user, {
        firstName: 'Ada',
        lastName: 'Lovelace',
        domain: 'acme.example',
      })
      if (isCallFailure(answer)) throw new Error(`find failed: ${JSON.stringify(answer)}`)
      if (!answer.found) throw new Error(`nothing found: ${answer.basis}`)
      expect(answer.address).toMatch(/@acme\.example$/)
      expect(answer.address).toMatch(/ada|lovelace/)
      expect(answer.verdict).toBe('unknown')
      expect(answer.confidence).toBeGreaterThanOrEqual(0)
      expect(answer.confidence).toBeLessThanOrEqual(100)
      expect(answer.basis.length).toBeGreaterThan(0)
      expect(answer.charged.credits).toBe(0)
    })

    it('finds nothing for a name without letters, says why, and charges nothing', async () => {
      const { gateway, user } = await fixture()
      const answer = await gateway.find(user, { firstName: '123', lastName: '456', domain: 'acme.example' })
      expect(answer).toMatchObject({ found: false, charged: { credits: 0 } })
      expect(isCallFailure(answer) ? '' : answer.basis).not.toBe('')
    })
  })
}
