import type { ApiKeyScope } from '../../../domain/api-keys/api-key.ts'
import type { ApiCallFailed } from './api-call-failed.ts'

/** One of the user's API keys as the keys page lists it (never its secret). */
export type ApiKeySummary = {
  readonly id: string
  readonly name: string
  /** `ll_live_<id>`. */
  readonly prefix: string
  readonly scopes: readonly ApiKeyScope[]
  /** ISO 8601. */
  readonly createdAt: string
  readonly lastUsedAt: string | null
  readonly revokedAt: string | null
  readonly requestsThisMonth: number
}

/** A key just made: its whole text, shown once. */
export type NewApiKey = { readonly key: ApiKeySummary; readonly secret: string }

/** The signed-in user's API keys (GET, POST /api/keys, DELETE /api/keys/:id). */
export interface ApiKeysGateway {
  list(accessToken: string): Promise<readonly ApiKeySummary[] | ApiCallFailed>
  create(
    accessToken: string,
    request: { readonly name: string; readonly scopes: readonly ApiKeyScope[] },
  ): Promise<NewApiKey | ApiCallFailed>
  revoke(accessToken: string, id: string): Promise<ApiKeySummary | ApiCallFailed>
}
