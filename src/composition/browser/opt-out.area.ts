import type { Container } from 'inversify'
import type { OptOutApi } from '../../application/browser/ports/opt-out.api.port.ts'
import { RequestRemoval } from '../../application/browser/request-removal.use-case.ts'
import { token } from '../token.ts'
import { typedResolver } from '../typed-resolution.ts'
import { bindContractApi } from './contract-api.ts'

/**
 * The public opt-out page: asking for a removal (checked first, RequestRemoval), and confirming it from
 * the mailed link; and the admins' removal requests page, for requests no one could confirm by mail.
 */
export const OptOutTokens = {
  OptOutApi: token<OptOutApi>('OptOutApi'),
  RequestRemoval: token<RequestRemoval>('RequestRemoval'),
} as const

/** The contract (and the client under it) loads on the first call: reading the page loads neither. */
export const bindOptOutArea = (container: Container): void => {
  bindContractApi(container, OptOutTokens.OptOutApi, () => import('../../adapters/http-contract/opt-out.ts'))
  container
    .bind(OptOutTokens.RequestRemoval)
    .toDynamicValue((ctx) => new RequestRemoval(typedResolver(ctx)(OptOutTokens.OptOutApi)))
}
