import { type ApiKeyNotFound, apiKeyNotFound } from './api-key-failures.ts'
import { actorOf, recordChange } from './audit-trail.ts'
import type { Caller } from './caller.ts'
import type { ApiKeyRepository, StoredApiKey } from './ports/api-key.repository.port.ts'
import type { AuditLogRepository } from './ports/audit-log.repository.port.ts'
import type { Clock } from './ports/clock.port.ts'

/** Revokes one of the caller's keys at once: the next request with it, on any process, gets 401. */
export class RevokeApiKey {
  constructor(
    private readonly keys: ApiKeyRepository,
    private readonly clock: Clock,
    private readonly audit: AuditLogRepository,
  ) {}

  async execute(caller: Caller, id: string): Promise<StoredApiKey | ApiKeyNotFound> {
    const now = this.clock.now()
    const revoked = await this.keys.revoke(caller.userId, id, now)
    if (revoked === undefined) return apiKeyNotFound(id)
    await recordChange(this.audit, {
      actor: actorOf(caller),
      action: 'api_key.revoke',
      targetId: id,
      before: { revoked: false },
      after: { revoked: true },
      at: now,
    })
    return revoked
  }
}
