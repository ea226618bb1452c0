import type { IdempotencyDecision, StoredAnswer } from '../../../domain/idempotency/idempotency.ts'
import type { Instant } from '../../../domain/shared/instant.ts'

/**
 * Where Idempotency-Keys and their first answers are kept, shared by every process. `begin` is atomic:
 * of requests racing with one key, exactly one is told to Run.
 */
export interface IdempotencyStore {
  /** Claims `key` for a run of the request `fingerprint` (Run), or says what holds it. */
  begin(key: string, fingerprint: string, now: Instant): Promise<IdempotencyDecision>
  /** The run's answer, replayed for the key's day. */
  complete(key: string, answer: StoredAnswer): Promise<void>
  /** The run ended with an answer not kept (a defect, an outage): the key is free again. */
  release(key: string): Promise<void>
}
