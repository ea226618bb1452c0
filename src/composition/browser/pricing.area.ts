import type { Container } from 'inversify'
import { CheckInviteCode } from '../../application/browser/check-invite-code.use-case.ts'
import type { BillingGateway } from '../../application/browser/ports/billing.gateway.port.ts'
import { PurchasePlan } from '../../application/browser/purchase-plan.use-case.ts'
import { token } from '../token.ts'
import { typedResolver } from '../typed-resolution.ts'
import { lazyGateway, sharedApiClient } from './lazy-gateway.ts'
import { SessionTokens } from './session.area.ts'

/** Pricing: placing orders and the purchase dialog's invite-code check. */
export const PricingTokens = {
  PurchasePlan: token<PurchasePlan>('PurchasePlan'),
  CheckInviteCode: token<CheckInviteCode>('CheckInviteCode'),
} as const

/** Over the API client, loaded on the first purchase. */
export const bindPricingArea = (container: Container): void => {
  const billing = lazyGateway<BillingGateway>(async () => {
    const { AxiosBillingGateway } = await import('../../adapters/browser/http/axios-billing.gateway.ts')
    return new AxiosBillingGateway(await sharedApiClient())
  })
  const identity = (ctx: Parameters<typeof typedResolver>[0]) => typedResolver(ctx)(SessionTokens.Identity)
  const token = (ctx: Parameters<typeof typedResolver>[0]) => typedResolver(ctx)(SessionTokens.GetAccessToken)
  container
    .bind(PricingTokens.PurchasePlan)
    .toDynamicValue((ctx) => new PurchasePlan(identity(ctx), token(ctx), billing))
  container
    .bind(PricingTokens.CheckInviteCode)
    .toDynamicValue((ctx) => new CheckInviteCode(identity(ctx), token(ctx), billing))
}
