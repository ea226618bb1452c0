import type { Container } from 'inversify'
import type { Authorised } from '../../application/browser/authorised.ts'
import type { ApiKeysGateway } from '../../application/browser/ports/api-keys.gateway.port.ts'
import type { WebhooksGateway } from '../../application/browser/ports/webhooks.gateway.port.ts'
import { token } from '../token.ts'
import { bindApi } from './bind-api.ts'
import { lazyGateway, sharedApiClient } from './lazy-gateway.ts'

/** The signed-in user's API keys and webhooks (issue 21): make, list, revoke; register, test. */
export const ApiKeysTokens = {
  ApiKeysApi: token<Authorised<ApiKeysGateway>>('ApiKeysApi'),
  WebhooksApi: token<Authorised<WebhooksGateway>>('WebhooksApi'),
} as const

export const bindApiKeysArea = (container: Container): void => {
  const gateway = lazyGateway<ApiKeysGateway>(async () => {
    const { AxiosApiKeysGateway } = await import('../../adapters/browser/http/axios-api-keys.gateway.ts')
    return new AxiosApiKeysGateway(await sharedApiClient())
  })
  bindApi(container, ApiKeysTokens.ApiKeysApi, gateway)
  const webhooks = lazyGateway<WebhooksGateway>(async () => {
    const { AxiosWebhooksGateway } = await import('../../adapters/browser/http/axios-webhooks.gateway.ts')
    return new AxiosWebhooksGateway(await sharedApiClient())
  })
  bindApi(container, ApiKeysTokens.WebhooksApi, webhooks)
}
