import type { Container } from 'inversify'
import type { Authorised } from '../../application/browser/authorised.ts'
import type { SubscriptionGateway } from '../../application/browser/ports/subscription.gateway.port.ts'
import { token } from '../token.ts'
import { bindApi } from './bind-api.ts'
import { lazyGateway, sharedApiClient } from './lazy-gateway.ts'

/** The user's subscriptions: the overview (plan, history, credits) and cancelling a plan. */
export const SubscriptionTokens = {
  SubscriptionApi: token<Authorised<SubscriptionGateway>>('SubscriptionApi'),
} as const

export type SubscriptionAdapters = { readonly subscriptions: SubscriptionGateway }

const webAdapters = (): SubscriptionAdapters => ({
  subscriptions: lazyGateway<SubscriptionGateway>(async () => {
    const { AxiosSubscriptionGateway } = await import(
      '../../adapters/browser/http/axios-subscription.gateway.ts'
    )
    return new AxiosSubscriptionGateway(await sharedApiClient())
  }),
})

export const bindSubscriptionArea = (
  container: Container,
  adapters: SubscriptionAdapters = webAdapters(),
): void => bindApi(container, SubscriptionTokens.SubscriptionApi, adapters.subscriptions)
