import type { Container } from 'inversify'
import type { Authorised } from '../../application/browser/authorised.ts'
import { ConfirmRemoval } from '../../application/browser/confirm-removal.use-case.ts'
import type { OptOutGateway } from '../../application/browser/ports/opt-out.gateway.port.ts'
import type { OptOutReviewsGateway } from '../../application/browser/ports/opt-out-reviews.gateway.port.ts'
import { RequestRemoval } from '../../application/browser/request-removal.use-case.ts'
import { token } from '../token.ts'
import { bindApi } from './bind-api.ts'
import { lazyGateway, sharedApiClient } from './lazy-gateway.ts'

/**
 * The public opt-out page: asking for a removal, and confirming it from the mailed link; and the admins'
 * removal requests page, for requests no one could confirm by mail.
 */
export const OptOutTokens = {
  RequestRemoval: token<RequestRemoval>('RequestRemoval'),
  ConfirmRemoval: token<ConfirmRemoval>('ConfirmRemoval'),
  OptOutReviewsApi: token<Authorised<OptOutReviewsGateway>>('OptOutReviewsApi'),
} as const

/** The gateway (and the API client under it) loads on the first call: reading the page loads neither. */
export const bindOptOutArea = (container: Container): void => {
  const optOut = lazyGateway<OptOutGateway>(async () => {
    const { AxiosOptOutGateway } = await import('../../adapters/browser/http/axios-opt-out.gateway.ts')
    return new AxiosOptOutGateway(await sharedApiClient())
  })
  container.bind(OptOutTokens.RequestRemoval).toConstantValue(new RequestRemoval(optOut))
  container.bind(OptOutTokens.ConfirmRemoval).toConstantValue(new ConfirmRemoval(optOut))
  const reviews = lazyGateway<OptOutReviewsGateway>(async () => {
    const { AxiosOptOutReviewsGateway } = await import(
      '../../adapters/browser/http/axios-opt-out-reviews.gateway.ts'
    )
    return new AxiosOptOutReviewsGateway(await sharedApiClient())
  })
  bindApi(container, OptOutTokens.OptOutReviewsApi, reviews)
}
