import type { AxiosInstance } from 'axios'
import { type ApiCallFailed, isCallFailure } from '../../../application/browser/ports/api-call-failed.ts'
import type {
  ApiKeySummary,
  ApiKeysGateway,
  NewApiKey,
} from '../../../application/browser/ports/api-keys.gateway.port.ts'
import type { ApiKeyScope } from '../../../domain/api-keys/api-key.ts'
import { createApiKey, listApiKeys, revokeApiKey } from '../../http-contract/api-keys.ts'
import { callApi } from './call-api.ts'

/** ApiKeysGateway over the shared API client. */
export class AxiosApiKeysGateway implements ApiKeysGateway {
  constructor(private readonly client: AxiosInstance) {}

  async list(accessToken: string): Promise<readonly ApiKeySummary[] | ApiCallFailed> {
    const body = await callApi(this.client, accessToken, listApiKeys, {})
    return isCallFailure(body) ? body : body.keys
  }

  async create(
    accessToken: string,
    request: { readonly name: string; readonly scopes: readonly ApiKeyScope[] },
  ): Promise<NewApiKey | ApiCallFailed> {
    return callApi(this.client, accessToken, createApiKey, {
      body: { name: request.name, scopes: [...request.scopes] },
    })
  }

  async revoke(accessToken: string, id: string): Promise<ApiKeySummary | ApiCallFailed> {
    const body = await callApi(this.client, accessToken, revokeApiKey, { params: { id } })
    return isCallFailure(body) ? body : body.key
  }
}
