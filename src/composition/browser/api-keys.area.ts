import type { Container } from 'inversify'
import type { ApiKeysApi } from '../../application/browser/ports/api-keys.api.port.ts'
import type { WebhooksApi } from '../../application/browser/ports/webhooks.api.port.ts'
import { token } from '../token.ts'
import { bindContractApi } from './contract-api.ts'

/** The signed-in user's API keys and webhooks (issue 21): make, list, revoke; register, test, rotate. */
export const ApiKeysTokens = {
  ApiKeysApi: token<ApiKeysApi>('ApiKeysApi'),
  WebhooksApi: token<WebhooksApi>('WebhooksApi'),
} as const

export const bindApiKeysArea = (container: Container): void => {
  bindContractApi(
    container,
    ApiKeysTokens.ApiKeysApi,
    () => import('../../adapters/http-contract/api-keys.ts'),
  )
  bindContractApi(
    container,
    ApiKeysTokens.WebhooksApi,
    () => import('../../adapters/http-contract/webhooks.ts'),
  )
}
