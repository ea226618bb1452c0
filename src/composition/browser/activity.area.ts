import type { Container } from 'inversify'
import type { Authorised } from '../../application/browser/authorised.ts'
import type { CreditLogGateway } from '../../application/browser/ports/credit-log.gateway.port.ts'
import type { SearchLogGateway } from '../../application/browser/ports/search-log.gateway.port.ts'
import { token } from '../token.ts'
import { bindApi } from './bind-api.ts'
import { lazyGateway, sharedApiClient } from './lazy-gateway.ts'

/** The user's logs: the search log and the itemised credit log. */
export const ActivityTokens = {
  SearchLogApi: token<Authorised<SearchLogGateway>>('SearchLogApi'),
  CreditLogApi: token<Authorised<CreditLogGateway>>('CreditLogApi'),
} as const

export const bindActivityArea = (container: Container): void => {
  const searchLog = lazyGateway<SearchLogGateway>(async () => {
    const { AxiosSearchLogGateway } = await import('../../adapters/browser/http/axios-search-log.gateway.ts')
    return new AxiosSearchLogGateway(await sharedApiClient())
  })
  const creditLog = lazyGateway<CreditLogGateway>(async () => {
    const { AxiosCreditLogGateway } = await import('../../adapters/browser/http/axios-credit-log.gateway.ts')
    return new AxiosCreditLogGateway(await sharedApiClient())
  })
  bindApi(container, ActivityTokens.SearchLogApi, searchLog)
  bindApi(container, ActivityTokens.CreditLogApi, creditLog)
}
