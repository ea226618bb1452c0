import { describe, expect, it } from 'vitest'
import { type ApiCallFailed, isCallFailure } from '../../src/application/browser/ports/api-call-failed.ts'
import type { OptOutGateway } from '../../src/application/browser/ports/opt-out.gateway.port.ts'

export type OptOutGatewayFixture = {
  readonly gateway: OptOutGateway
  /** The token in the newest confirmation link mailed to `email`. */
  tokenFor(email: string): Promise<string>
  /** A token whose link is past its day. */
  expiredToken(): Promise<string>
}

let serial = 0
const anAddress = () => `person.${Date.now().toString(36)}.${++serial}@home.example`
const LINK = 'https://www.linkedin.com/in/contract-nobody'

const failure = (answer: unknown): ApiCallFailed => {
  if (!isCallFailure(answer) || answer._tag !== 'ApiCallFailed')
    throw new Error(`expected a refusal: ${JSON.stringify(answer)}`)
  return answer
}

/** What every OptOutGateway must do, over HTTP or in memory (DESIGN rule 12). */
export const optOutGatewayContract = (name: string, fixture: () => Promise<OptOutGatewayFixture>) => {
  describe(`OptOutGateway contract: ${name}`, () => {
    it('takes a request and says until when its link works (a day)', async () => {
      const { gateway } = await fixture()
      const answer = await gateway.request({ profileLink: LINK, email: anAddress(), language: 'en' })
      if (isCallFailure(answer)) throw new Error(`refused: ${JSON.stringify(answer)}`)
      const hours = (Date.parse(answer.expiresAt) - Date.now()) / 3_600_000
      expect(hours).toBeGreaterThan(23.9)
      expect(hours).toBeLessThanOrEqual(24)
    })

    it('refuses a link that is not a profile link, and an address that is not one, with their codes', async () => {
      const { gateway } = await fixture()
      const badLink = failure(
        await gateway.request({ profileLink: 'https://example.com/x', email: anAddress(), language: 'en' }),
      )
      expect(badLink).toMatchObject({ status: 400, code: 'OPT_OUT_PROFILE_LINK_INVALID' })
      const badEmail = failure(
        await gateway.request({ profileLink: LINK, email: 'no address', language: 'zh' }),
      )
      expect(badEmail).toMatchObject({ status: 400, code: 'OPT_OUT_EMAIL_INVALID' })
    })

    it('confirms with the mailed token once; the same token again is refused as used', async () => {
      const { gateway, tokenFor } = await fixture()
      const email = anAddress()
      await gateway.request({ profileLink: LINK, email, language: 'en' })
      const token = await tokenFor(email)
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
