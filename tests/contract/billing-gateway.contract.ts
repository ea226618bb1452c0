import { describe, expect, it } from 'vitest'
import type { BillingGateway } from '../../src/application/browser/ports/billing.gateway.port.ts'
import { yuanToFen } from '../../src/domain/shared/money.ts'

export type BillingGatewayFixture = {
  readonly gateway: BillingGateway
  /** A signed-in buyer's access token. */
  readonly token: string
  /** A live invite code worth 50 yuan, and one worth more than any plan costs. */
  readonly code50: string
  readonly codeAboveAnyPrice: string
}

/** What every BillingGateway must do, over HTTP or in memory (DESIGN rule 12). */
export const billingGatewayContract = (name: string, fixture: () => Promise<BillingGatewayFixture>) => {
  describe(`BillingGateway contract: ${name}`, () => {
    it('places an order at the catalogue price, pending payment, with somewhere to pay', async () => {
      const { gateway, token } = await fixture()
      const order = await gateway.placeOrder(token, { plan: 'MONTHLY_PRO' })
      expect(order).toMatchObject({
        status: 'PENDING',
        originalAmount: yuanToFen(350),
        discountAmount: 0,
        finalAmount: yuanToFen(350),
      })
      expect(order).toHaveProperty('url', expect.stringMatching(/\S/))
    })

    it('takes an invite code’s discount off', async () => {
      const { gateway, token, code50 } = await fixture()
      expect(await gateway.placeOrder(token, { plan: 'YEARLY_BASIC', inviteCode: code50 })).toMatchObject({
        originalAmount: yuanToFen(2600),
        discountAmount: yuanToFen(50),
        finalAmount: yuanToFen(2550),
      })
    })

    it('an order that costs nothing after the discount is paid at once', async () => {
      const { gateway, token, codeAboveAnyPrice } = await fixture()
      const order = await gateway.placeOrder(token, {
        plan: 'PACKET_SEARCH_PRO',
        inviteCode: codeAboveAnyPrice,
      })
      expect(order).toMatchObject({ status: 'PAID', discountAmount: yuanToFen(200), finalAmount: 0 })
    })

    it('refuses an unknown invite code with a 400 and the spec’s message', async () => {
      const { gateway, token } = await fixture()
      expect(await gateway.placeOrder(token, { plan: 'MONTHLY_PRO', inviteCode: 'NOSUCHCODE' })).toEqual({
        _tag: 'BillingCallFailed',
        status: 400,
        code: 'INVALID_INVITE_CODE',
        message: 'invalid invite code, please check and retry',
      })
    })

    it('says a live code is valid, with its discount', async () => {
      const { gateway, token, code50 } = await fixture()
      expect(await gateway.checkInviteCode(token, code50)).toEqual({
        valid: true,
        inviteCode: code50,
        discount: yuanToFen(50),
      })
    })

    it('says an unknown code is invalid', async () => {
      const { gateway, token } = await fixture()
      expect(await gateway.checkInviteCode(token, 'NOSUCHCODE')).toEqual({ valid: false })
    })
  })
}
