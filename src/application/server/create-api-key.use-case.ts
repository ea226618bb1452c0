import {
  type ApiKeyScope,
  grantScopes,
  keyPrefixOf,
  keyText,
  MAX_LIVE_KEYS,
  newKeyParts,
  type ScopeRefusal,
} from '../../domain/api-keys/api-key.ts'
import type { TooManyKeys } from './api-key-failures.ts'
import { actorOf, recordChange } from './audit-trail.ts'
import type { Caller } from './caller.ts'
import type { ApiKeyRepository, StoredApiKey } from './ports/api-key.repository.port.ts'
import type { AuditLogRepository } from './ports/audit-log.repository.port.ts'
import type { Clock } from './ports/clock.port.ts'
import type { Digest } from './ports/digest.port.ts'
import type { Random } from './ports/random.port.ts'

/** A new key: shown in full once (`text`), stored as its hash. */
export type CreatedApiKey = { readonly _tag: 'Created'; readonly key: StoredApiKey; readonly text: string }

/**
 * A user makes a key for a script or an integration. Only from a browser session: a key cannot make
 * keys (the route allows no key), so a leaked key cannot outlive its revocation through another.
 */
export class CreateApiKey {
  constructor(
    private readonly keys: ApiKeyRepository,
    private readonly random: Random,
    private readonly digest: Digest,
    private readonly clock: Clock,
    private readonly audit: AuditLogRepository,
  ) {}

  async execute(
    caller: Caller,
    request: { readonly name: string; readonly scopes: readonly ApiKeyScope[] },
  ): Promise<CreatedApiKey | ScopeRefusal | TooManyKeys> {
    const scopes = grantScopes(request.scopes, caller.isAdmin)
    if ('_tag' in scopes) return scopes
    if ((await this.keys.countLive(caller.userId)) >= MAX_LIVE_KEYS)
      return { _tag: 'TooManyKeys', limit: MAX_LIVE_KEYS }
    const parts = newKeyParts(this.random.int)
    const now = this.clock.now()
    const key: StoredApiKey = {
      id: parts.id,
      userId: caller.userId,
      name: request.name.trim(),
      scopes,
      secretHash: this.digest.sha256Hex(parts.secret),
      createdAt: now,
      lastUsedAt: null,
      revokedAt: null,
      requests: 0,
      usageMonth: null,
    }
    await this.keys.create(key)
    await recordChange(this.audit, {
      actor: actorOf(caller),
      action: 'api_key.create',
      targetId: key.id,
      before: null,
      after: { name: key.name, prefix: keyPrefixOf(key.id), scopes: scopes.join(',') },
      at: now,
    })
    return { _tag: 'Created', key, text: keyText(parts) }
  }
}
