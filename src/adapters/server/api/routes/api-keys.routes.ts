import type { CreateApiKey } from '../../../../application/server/create-api-key.use-case.ts'
import type { ListApiKeys } from '../../../../application/server/list-api-keys.use-case.ts'
import type { StoredApiKey } from '../../../../application/server/ports/api-key.repository.port.ts'
import type { RevokeApiKey } from '../../../../application/server/revoke-api-key.use-case.ts'
import { keyPrefixOf } from '../../../../domain/api-keys/api-key.ts'
import { createApiKey, listApiKeys, revokeApiKey } from '../../../http-contract/api-keys.ts'
import { type AnyRoute, defineRoute } from '../routing/route.ts'
import { refuseApiKey } from './api-keys.failures.ts'

export type ApiKeyRouteDeps = {
  readonly list: ListApiKeys
  readonly create: CreateApiKey
  readonly revoke: RevokeApiKey
  readonly now: () => number
}

const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString())

export const apiKeyView = (key: StoredApiKey, now: number) => ({
  id: key.id,
  name: key.name,
  prefix: keyPrefixOf(key.id),
  scopes: [...key.scopes],
  createdAt: new Date(key.createdAt).toISOString(),
  lastUsedAt: iso(key.lastUsedAt),
  revokedAt: iso(key.revokedAt),
  requestsThisMonth: key.usageMonth === new Date(now).toISOString().slice(0, 7) ? key.requests : 0,
})

/** Self-serve API keys (issue 21): browser sessions only, so a key never makes or revokes keys. */
export const apiKeyRoutes = (deps: ApiKeyRouteDeps): readonly AnyRoute[] => [
  defineRoute(listApiKeys, async ({ caller }) => {
    const keys = await deps.list.execute(caller)
    const now = deps.now()
    return { keys: keys.map((key) => apiKeyView(key, now)) }
  }),
  defineRoute(createApiKey, async ({ caller, body }) => {
    const created = await deps.create.execute(caller, body)
    if (created._tag !== 'Created') throw refuseApiKey(created)
    return { key: apiKeyView(created.key, deps.now()), secret: created.text }
  }),
  defineRoute(revokeApiKey, async ({ caller, params }) => {
    const revoked = await deps.revoke.execute(caller, params.id)
    if ('_tag' in revoked) throw refuseApiKey(revoked)
    return { key: apiKeyView(revoked, deps.now()) }
  }),
]
