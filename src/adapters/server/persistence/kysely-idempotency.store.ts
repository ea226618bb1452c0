import { type Kysely, sql } from 'kysely'
import type { IdempotencyStore } from '../../../application/server/ports/idempotency-store.port.ts'
import {
  decideIdempotency,
  IDEMPOTENCY_TTL_MS,
  type IdempotencyDecision,
  type IdempotencyRecord,
  RUNNING_STALE_MS,
  type StoredAnswer,
} from '../../../domain/idempotency/idempotency.ts'
import { type Instant, toDate } from '../../../domain/shared/instant.ts'
import { instantOf } from './credit-ledger.rows.ts'
import type { Database } from './database-schema.ts'

const ATTEMPTS = 3

/**
 * IdempotencyStore on PostgreSQL or PGlite. The claim is one INSERT … ON CONFLICT that takes a key only
 * when it is free or lapsed, so racing requests on any number of processes claim it once.
 */
export class KyselyIdempotencyStore implements IdempotencyStore {
  constructor(private readonly db: Kysely<Database>) {}

  async begin(key: string, fingerprint: string, now: Instant): Promise<IdempotencyDecision> {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const claimed = await this.db
        .insertInto('idempotency_keys')
        .values({ scope_key: key, fingerprint, state: 'running', started_at: toDate(now) })
        .onConflict((oc) =>
          oc
            .column('scope_key')
            .doUpdateSet({
              fingerprint,
              state: 'running',
              started_at: toDate(now),
              status: null,
              body: null,
            })
            .where((eb) =>
              eb.or([
                eb('idempotency_keys.started_at', '<=', toDate((now - IDEMPOTENCY_TTL_MS) as Instant)),
                eb.and([
                  eb('idempotency_keys.state', '=', 'running'),
                  eb('idempotency_keys.started_at', '<=', toDate((now - RUNNING_STALE_MS) as Instant)),
                ]),
              ]),
            ),
        )
        .returning('scope_key')
        .executeTakeFirst()
      if (claimed !== undefined) return { _tag: 'Run' }
      const row = await this.db
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('scope_key', '=', key)
        .executeTakeFirst()
      if (row === undefined) continue // released meanwhile: try to claim it again
      const record: IdempotencyRecord =
        row.state === 'done'
          ? {
              state: 'done',
              fingerprint: row.fingerprint,
              startedAt: instantOf(row.started_at),
              answer: { status: row.status ?? 200, body: row.body ?? '' },
            }
          : { state: 'running', fingerprint: row.fingerprint, startedAt: instantOf(row.started_at) }
      const decision = decideIdempotency(record, fingerprint, now)
      // Lapsed between the two statements: claim it on the next turn.
      if (decision._tag !== 'Run') return decision
    }
    return { _tag: 'InProgress' }
  }

  async complete(key: string, answer: StoredAnswer): Promise<void> {
    await this.db
      .updateTable('idempotency_keys')
      .set({ state: 'done', status: answer.status, body: answer.body })
      .where('scope_key', '=', key)
      .execute()
  }

  async release(key: string): Promise<void> {
    await this.db.deleteFrom('idempotency_keys').where('scope_key', '=', key).execute()
  }

  /** Drops records past their day (run now and then; a lapsed record is ignored anyway). */
  async prune(now: Instant): Promise<void> {
    await sql`delete from idempotency_keys where started_at <= ${toDate((now - IDEMPOTENCY_TTL_MS) as Instant)}`.execute(
      this.db,
    )
  }
}
