import { API_KEY_SCOPES, type ApiKeyScope, keyPrefixOf } from '../../domain/api-keys/api-key.ts'
import { type ApiCallFailed, apiCallFailed } from '../browser/ports/api-call-failed.ts'
import type { ApiKeySummary, ApiKeysGateway, NewApiKey } from '../browser/ports/api-keys.gateway.port.ts'

/**
 * ApiKeysGateway in memory: each access token is a user with keys of their own; `admins` may give the
 * admin scope. Refuses what the service refuses, with its codes.
 */
export class InMemoryApiKeysGateway implements ApiKeysGateway {
  private readonly keys: { owner: string; key: ApiKeySummary }[] = []
  private readonly failures: ApiCallFailed[] = []
  private made = 0

  constructor(private readonly admins: ReadonlySet<string> = new Set()) {}

  failNext(status: ApiCallFailed['status'], details: { code?: string; message?: string } = {}): this {
    this.failures.push(apiCallFailed(status, details))
    return this
  }

  /** Records a call made with a key (tests of the list's counts). */
  use(id: string, at: string): void {
    const found = this.keys.find((k) => k.key.id === id)
    if (found !== undefined)
      found.key = { ...found.key, lastUsedAt: at, requestsThisMonth: found.key.requestsThisMonth + 1 }
  }

  async list(accessToken: string): Promise<readonly ApiKeySummary[] | ApiCallFailed> {
    const failure = this.failures.shift()
    if (failure !== undefined) return failure
    return this.keys
      .filter((k) => k.owner === accessToken)
      .map((k) => k.key)
      .reverse()
  }

  async create(
    accessToken: string,
    request: { readonly name: string; readonly scopes: readonly ApiKeyScope[] },
  ): Promise<NewApiKey | ApiCallFailed> {
    const failure = this.failures.shift()
    if (failure !== undefined) return failure
    if (request.scopes.length === 0)
      return apiCallFailed(400, { code: 'API_KEY_NO_SCOPE', message: 'Choose at least one scope' })
    if (request.scopes.includes('admin') && !this.admins.has(accessToken))
      return apiCallFailed(403, {
        code: 'API_KEY_ADMIN_SCOPE_NOT_ALLOWED',
        message: 'Only an administrator may give a key the admin scope',
      })
    this.made += 1
    const id = `key${String(this.made).padStart(9, '0')}`
    const key: ApiKeySummary = {
      id,
      name: request.name.trim(),
      prefix: keyPrefixOf(id),
      scopes: API_KEY_SCOPES.filter((s) => request.scopes.includes(s as ApiKeyScope)) as ApiKeyScope[],
      createdAt: new Date(Date.UTC(2026, 10, 1) + this.made * 60_000).toISOString(),
      lastUsedAt: null,
      revokedAt: null,
      requestsThisMonth: 0,
    }
    this.keys.push({ owner: accessToken, key })
    return { key, secret: `${key.prefix}_${'S'.repeat(43)}` }
  }

  async revoke(accessToken: string, id: string): Promise<ApiKeySummary | ApiCallFailed> {
    const failure = this.failures.shift()
    if (failure !== undefined) return failure
    const found = this.keys.find(
      (k) => k.owner === accessToken && k.key.id === id && k.key.revokedAt === null,
    )
    if (found === undefined)
      return apiCallFailed(404, { code: 'API_KEY_NOT_FOUND', message: 'No such API key' })
    found.key = { ...found.key, revokedAt: new Date().toISOString() }
    return found.key
  }
}
