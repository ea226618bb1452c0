import { describe, expect, it } from 'vitest'
import { type ApiCallFailed, isCallFailure } from '../../src/application/browser/ports/api-call-failed.ts'
import type { OptOutGateway } from '../../src/application/browser/ports/opt-out.gateway.port.ts'

export type OptOutGatewayFixture = {
  readonly gateway: OptOutGateway
  /** A profile the data holds an address for, not asked about before: its link and that address. */
  personWithAnAddress(): Promise<{ readonly profileLink: string; readonly address: string }>
  /** The token in the newest confirmation link mailed to `address`. */
  tokenFor(address: string): Promise<string>
  /** A token whose link is past its day. */
  expiredToken(): Promise<string>
}

let serial = 0
const anAddress = () => `requester.${Date.now().toString(36)}.${++serial}@home.example`
const NOBODY = 'https://www.linkedin.com/in/contract-nobody'
const ask = (profileLink: string, more: { email?: string; relationship?: string } = {}) => ({
  profileLink,
  email: more.email ?? anAddress(),
  relationship: more.relationship ?? 'It is me',
  language: 'en' as const,
})

const failure = (answer: unknown): ApiCallFailed => {
  if (!isCallFailure(answer) || answer._tag !== 'ApiCallFailed')
    throw new Error(`expected a refusal: ${JSON.stringify(answer)}`)
  return answer
}

/** What every OptOutGateway must do, over HTTP or in memory (DESIGN rule 12). */
export const optOutGatewayContract = (name: string, fixture: () => Promise<OptOutGatewayFixture>) => {
  describe(`OptOutGateway contract: ${name}`, () => {
    it('mails the person’s own address, says it masked and until when the link works (a day)', async () => {
      const { gateway, personWithAnAddress } = await fixture()
      const { profileLink, address } = await personWithAnAddress()
      const answer = await gateway.request(ask(profileLink))
      if (isCallFailure(answer) || answer.route !== 'mailed')
        throw new Error(`not mailed: ${JSON.stringify(answer)}`)
      expect(answer.sentTo.startsWith(address[0] ?? '')).toBe(true)
      expect(answer.sentTo).not.toContain(address.split('@')[0] ?? '')
      const hours = (Date.parse(answer.expiresAt) - Date.now()) / 3_600_000
      expect(hours).toBeGreaterThan(23.9)
      expect(hours).toBeLessThanOrEqual(24)
    })

    it('sends a request for someone with no address held to review', async () => {
      const { gateway } = await fixture()
      expect(await gateway.request(ask(NOBODY))).toEqual({ route: 'review' })
    })

    it('refuses a bad link, address or relationship, with their codes', async () => {
      const { gateway } = await fixture()
      expect(failure(await gateway.request(ask('https://example.com/x')))).toMatchObject({
        status: 400,
        code: 'OPT_OUT_PROFILE_LINK_INVALID',
      })
      expect(failure(await gateway.request(ask(NOBODY, { email: 'no address' })))).toMatchObject({
        status: 400,
        code: 'OPT_OUT_EMAIL_INVALID',
      })
      expect(failure(await gateway.request(ask(NOBODY, { relationship: ' ' })))).toMatchObject({
        status: 400,
        code: 'OPT_OUT_RELATIONSHIP_INVALID',
      })
    })

    it('confirms with the mailed token once; the same token again is refused as used', async () => {
      const { gateway, tokenFor, personWithAnAddress } = await fixture()
      const { profileLink, address } = await personWithAnAddress()
      await gateway.request(ask(profileLink))
      const token = await tokenFor(address)
      expect(await gateway.confirm(token)).toEqual({ confirmed: true })
      expect(failure(await gateway.confirm(token))).toMatchObject({ status: 409, code: 'OPT_OUT_TOKEN_USED' })
    })

    it('refuses an unknown token and an expired one, each with its code', async () => {
      const { gateway, expiredToken } = await fixture()
      expect(failure(await gateway.confirm('U'.repeat(43)))).toMatchObject({
        status: 404,
        code: 'OPT_OUT_TOKEN_UNKNOWN',
      })
      expect(failure(await gateway.confirm(await expiredToken()))).toMatchObject({
        status: 410,
        code: 'OPT_OUT_TOKEN_EXPIRED',
      })
    })
  })
}
