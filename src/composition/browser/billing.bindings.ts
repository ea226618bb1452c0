import type { Container } from 'inversify'
import { CancelPlan } from '../../application/browser/cancel-plan.use-case.ts'
import { GetSubscriptionOverview } from '../../application/browser/get-subscription-overview.use-case.ts'
import { ListCreditCharges } from '../../application/browser/list-credit-charges.use-case.ts'
import { ListSearchLog } from '../../application/browser/list-search-log.use-case.ts'
import type { CreditLogGateway } from '../../application/browser/ports/credit-log.gateway.port.ts'
import type { SearchLogGateway } from '../../application/browser/ports/search-log.gateway.port.ts'
import type { SubscriptionGateway } from '../../application/browser/ports/subscription.gateway.port.ts'
import { BrowserTokens } from '../tokens.ts'
import { typedResolver } from '../typed-resolution.ts'
import { BillingTokens as T } from './billing.tokens.ts'
import { lazyGateway, sharedApiClient } from './lazy-gateway.ts'

/** Binds the dashboard's billing use cases; each gateway's adapter loads on its first call. */
export const bindBillingArea = (container: Container): void => {
  const subscriptions = lazyGateway<SubscriptionGateway>(async () => {
    const { AxiosSubscriptionGateway } = await import(
      '../../adapters/browser/http/axios-subscription.gateway.ts'
    )
    return new AxiosSubscriptionGateway(await sharedApiClient())
  })
  const searchLog = lazyGateway<SearchLogGateway>(async () => {
    const { AxiosSearchLogGateway } = await import('../../adapters/browser/http/axios-search-log.gateway.ts')
    return new AxiosSearchLogGateway(await sharedApiClient())
  })
  const creditLog = lazyGateway<CreditLogGateway>(async () => {
    const { AxiosCreditLogGateway } = await import('../../adapters/browser/http/axios-credit-log.gateway.ts')
    return new AxiosCreditLogGateway(await sharedApiClient())
  })
  const token = (ctx: Parameters<typeof typedResolver>[0]) => typedResolver(ctx)(BrowserTokens.GetAccessToken)
  container
    .bind(T.GetSubscriptionOverview)
    .toDynamicValue((ctx) => new GetSubscriptionOverview(token(ctx), subscriptions))
  container.bind(T.CancelPlan).toDynamicValue((ctx) => new CancelPlan(token(ctx), subscriptions))
  container.bind(T.ListSearchLog).toDynamicValue((ctx) => new ListSearchLog(token(ctx), searchLog))
  container.bind(T.ListCreditCharges).toDynamicValue((ctx) => new ListCreditCharges(token(ctx), creditLog))
}
