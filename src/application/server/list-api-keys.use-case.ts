import type { Caller } from './caller.ts'
import type { ApiKeyRepository, StoredApiKey } from './ports/api-key.repository.port.ts'

/** The caller's keys, newest first, revoked ones included (the page shows them apart). */
export class ListApiKeys {
  constructor(private readonly keys: ApiKeyRepository) {}

  execute(caller: Caller): Promise<readonly StoredApiKey[]> {
    return this.keys.list(caller.userId)
  }
}
