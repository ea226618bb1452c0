import type { Container } from 'inversify'
import { CheckInviteCode } from '../../application/browser/check-invite-code.use-case.ts'
import type { InviteCodeCheckApi, PlaceOrderApi } from '../../application/browser/ports/pricing.api.port.ts'
import { PurchasePlan } from '../../application/browser/purchase-plan.use-case.ts'
import { token } from '../token.ts'
import { typedResolver } from '../typed-resolution.ts'
import { bindContractApi } from './contract-api.ts'
import { SessionTokens } from './session.area.ts'

/** Pricing: placing orders and the purchase dialog's invite-code check. */
export const PricingTokens = {
  PlaceOrderApi: token<PlaceOrderApi>('PlaceOrderApi'),
  InviteCodeCheckApi: token<InviteCodeCheckApi>('InviteCodeCheckApi'),
  PurchasePlan: token<PurchasePlan>('PurchasePlan'),
  CheckInviteCode: token<CheckInviteCode>('CheckInviteCode'),
} as const

/** Each call is loaded with its contract module on the first purchase or check. */
export const bindPricingArea = (container: Container): void => {
  bindContractApi(container, PricingTokens.PlaceOrderApi, () =>
    import('../../adapters/http-contract/payment.ts').then(({ placeOrder }) => ({ placeOrder })),
  )
  bindContractApi(container, PricingTokens.InviteCodeCheckApi, () =>
    import('../../adapters/http-contract/invitation.ts').then(({ validateInviteCode }) => ({
      validateInviteCode,
    })),
  )
  container.bind(PricingTokens.PurchasePlan).toDynamicValue((ctx) => {
    const get = typedResolver(ctx)
    return new PurchasePlan(get(SessionTokens.Identity), get(PricingTokens.PlaceOrderApi))
  })
  container.bind(PricingTokens.CheckInviteCode).toDynamicValue((ctx) => {
    const get = typedResolver(ctx)
    return new CheckInviteCode(get(SessionTokens.Identity), get(PricingTokens.InviteCodeCheckApi))
  })
}
