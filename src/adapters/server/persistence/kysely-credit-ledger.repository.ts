import type { Kysely } from 'kysely'
import type {
  ChargeDecision,
  CreditLedgerRepository,
  LedgerLine,
  LedgerPage,
  UserId,
} from '../../../application/server/ports/credit-ledger.repository.port.ts'
import type { Bucket } from '../../../domain/credits/bucket.ts'
import { bucketToRow, lineFromRow } from './credit-ledger.rows.ts'
import type { Database } from './database-schema.ts'
import { createUser, loadBuckets, underUserLock, writeDecision } from './ledger-transaction.ts'

/** CreditLedgerRepository on PostgreSQL or PGlite, through Kysely. */
export class KyselyCreditLedgerRepository implements CreditLedgerRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async grant(userId: UserId, buckets: readonly Bucket[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await createUser(trx, userId)
      if (buckets.length === 0) return
      await trx
        .insertInto('credit_buckets')
        .values(buckets.map((b) => bucketToRow(userId, b)))
        .execute()
    })
  }

  buckets(userId: UserId): Promise<readonly Bucket[]> {
    return loadBuckets(this.db, userId)
  }

  charge<R>(userId: UserId, decide: (buckets: readonly Bucket[]) => ChargeDecision<R>): Promise<R> {
    return underUserLock(this.db, userId, async (trx, loaded) => {
      const decision = decide(loaded)
      await writeDecision(trx, userId, loaded, decision)
      return decision.result
    })
  }

  async ledger(userId: UserId): Promise<readonly LedgerLine[]> {
    return (await this.newestFirst(userId).execute()).map(lineFromRow)
  }

  async ledgerPage(userId: UserId, offset: number, limit: number): Promise<LedgerPage> {
    const [rows, counted] = await Promise.all([
      limit <= 0
        ? Promise.resolve([])
        : this.newestFirst(userId).offset(Math.max(0, offset)).limit(limit).execute(),
      this.db
        .selectFrom('credit_ledger')
        .select((e) => e.fn.countAll<string | number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow(),
    ])
    return { total: Number(counted.n), lines: rows.map(lineFromRow) }
  }

  // The order the index credit_ledger_user_newest keeps: reading a page walks it, never sorts the log.
  private newestFirst(userId: UserId) {
    return this.db
      .selectFrom('credit_ledger')
      .select(['id', 'bucket_id', 'kind', 'quantity', 'action', 'reference', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
  }
}
