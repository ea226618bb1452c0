import type { Container } from 'inversify'
import type { SubscriptionApi } from '../../application/browser/ports/subscription.api.port.ts'
import { token } from '../token.ts'
import { typedResolver } from '../typed-resolution.ts'
import { bindContractApi } from './contract-api.ts'
import { SessionTokens } from './session.area.ts'

/** The user's subscriptions: the overview (plan, history, credits) and cancelling a plan. */
export const SubscriptionTokens = {
  SubscriptionApi: token<SubscriptionApi>('SubscriptionApi'),
} as const

/** The area's calls made over a client the caller builds (the extension: the service's own address). */
export type SubscriptionApiOver = (accessToken: () => Promise<unknown>) => SubscriptionApi

const pickSubscription = (payment: typeof import('../../adapters/http-contract/payment.ts')) => ({
  subscriptionOverview: payment.subscriptionOverview,
  cancelSubscription: payment.cancelSubscription,
})

export const bindSubscriptionArea = (container: Container, over?: SubscriptionApiOver): void => {
  if (over === undefined) {
    // The web app's: the payment module loaded with the first call.
    bindContractApi(container, SubscriptionTokens.SubscriptionApi, () =>
      import('../../adapters/http-contract/payment.ts').then(pickSubscription),
    )
    return
  }
  container.bind(SubscriptionTokens.SubscriptionApi).toDynamicValue((ctx) => {
    const getAccessToken = typedResolver(ctx)(SessionTokens.GetAccessToken)
    return over(() => getAccessToken.execute())
  })
}
