import type { Container } from 'inversify'
import { ConfirmRemoval } from '../../application/browser/confirm-removal.use-case.ts'
import type { OptOutGateway } from '../../application/browser/ports/opt-out.gateway.port.ts'
import { RequestRemoval } from '../../application/browser/request-removal.use-case.ts'
import { token } from '../token.ts'
import { lazyGateway, sharedApiClient } from './lazy-gateway.ts'

/** The public opt-out page: asking for a removal, and confirming it from the mailed link. */
export const OptOutTokens = {
  RequestRemoval: token<RequestRemoval>('RequestRemoval'),
  ConfirmRemoval: token<ConfirmRemoval>('ConfirmRemoval'),
} as const

/** The gateway (and the API client under it) loads on the first call: reading the page loads neither. */
export const bindOptOutArea = (container: Container): void => {
  const optOut = lazyGateway<OptOutGateway>(async () => {
    const { AxiosOptOutGateway } = await import('../../adapters/browser/http/axios-opt-out.gateway.ts')
    return new AxiosOptOutGateway(await sharedApiClient())
  })
  container.bind(OptOutTokens.RequestRemoval).toConstantValue(new RequestRemoval(optOut))
  container.bind(OptOutTokens.ConfirmRemoval).toConstantValue(new ConfirmRemoval(optOut))
}
