import type { Container } from 'inversify'
import type { Authorised } from '../../application/browser/authorised.ts'
import type { OptOutReviewsGateway } from '../../application/browser/ports/opt-out-reviews.gateway.port.ts'
import { token } from '../token.ts'
import { bindApi } from './bind-api.ts'
import { lazyGateway, sharedApiClient } from './lazy-gateway.ts'

/** The admins' removal reviews: opt-out requests no one could confirm by mail. */
export const OptOutReviewsTokens = {
  OptOutReviewsApi: token<Authorised<OptOutReviewsGateway>>('OptOutReviewsApi'),
} as const

export const bindOptOutReviewsArea = (container: Container): void => {
  const gateway = lazyGateway<OptOutReviewsGateway>(async () => {
    const { AxiosOptOutReviewsGateway } = await import(
      '../../adapters/browser/http/axios-opt-out-reviews.gateway.ts'
    )
    return new AxiosOptOutReviewsGateway(await sharedApiClient())
  })
  bindApi(container, OptOutReviewsTokens.OptOutReviewsApi, gateway)
}
