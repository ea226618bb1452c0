import {
  decideIdempotency,
  type IdempotencyDecision,
  type IdempotencyRecord,
  type StoredAnswer,
} from '../../domain/idempotency/idempotency.ts'
import type { Instant } from '../../domain/shared/instant.ts'
import type { IdempotencyStore } from '../server/ports/idempotency-store.port.ts'

/** IdempotencyStore in one process's memory (a test double; the service keeps them in its database). */
export class InMemoryIdempotencyStore implements IdempotencyStore {
  private readonly records = new Map<string, IdempotencyRecord>()

  async begin(key: string, fingerprint: string, now: Instant): Promise<IdempotencyDecision> {
    const decision = decideIdempotency(this.records.get(key), fingerprint, now)
    if (decision._tag === 'Run') this.records.set(key, { state: 'running', fingerprint, startedAt: now })
    return decision
  }

  async complete(key: string, answer: StoredAnswer): Promise<void> {
    const record = this.records.get(key)
    if (record !== undefined) this.records.set(key, { ...record, state: 'done', answer })
  }

  async release(key: string): Promise<void> {
    this.records.delete(key)
  }
}
