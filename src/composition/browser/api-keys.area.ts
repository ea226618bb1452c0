import type { Container } from 'inversify'
import type { Authorised } from '../../application/browser/authorised.ts'
import type { ApiKeysGateway } from '../../application/browser/ports/api-keys.gateway.port.ts'
import { token } from '../token.ts'
import { bindApi } from './bind-api.ts'
import { lazyGateway, sharedApiClient } from './lazy-gateway.ts'

/** The signed-in user's API keys (issue 21): make, list, revoke. */
export const ApiKeysTokens = {
  ApiKeysApi: token<Authorised<ApiKeysGateway>>('ApiKeysApi'),
} as const

export const bindApiKeysArea = (container: Container): void => {
  const gateway = lazyGateway<ApiKeysGateway>(async () => {
    const { AxiosApiKeysGateway } = await import('../../adapters/browser/http/axios-api-keys.gateway.ts')
    return new AxiosApiKeysGateway(await sharedApiClient())
  })
  bindApi(container, ApiKeysTokens.ApiKeysApi, gateway)
}
