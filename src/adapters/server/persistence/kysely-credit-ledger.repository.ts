import { type Kysely, sql } from 'kysely'
import { refundChange } from '../../../application/server/ports/charge-decision.ts'
import type {
  ChargeDecision,
  CreditLedgerRepository,
  LedgerLine,
  LedgerPage,
  RefundDecision,
  UserId,
} from '../../../application/server/ports/credit-ledger.repository.port.ts'
import type { Bucket } from '../../../domain/credits/bucket.ts'
import { credits } from '../../../domain/credits/credits.ts'
import type { PaidLine } from '../../../domain/credits/refund.ts'
import { toDate } from '../../../domain/shared/instant.ts'
import { bucketToRow, kindOf, lineFromRow } from './credit-ledger.rows.ts'
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

  refund<R>(
    userId: UserId,
    reference: string,
    decide: (buckets: readonly Bucket[], lines: readonly PaidLine[]) => RefundDecision<R>,
  ): Promise<R> {
    return underUserLock(this.db, userId, async (trx, loaded) => {
      const rows = await trx
        .selectFrom('credit_ledger as l')
        .select(['l.id', 'l.bucket_id', 'l.kind', 'l.quantity'])
        .select((eb) =>
          eb
            .exists(
              eb
                .selectFrom('credit_ledger as r')
                .select(sql.lit(1).as('one'))
                .whereRef('r.refund_of', '=', 'l.id'),
            )
            .as('refunded'),
        )
        .where('l.user_id', '=', userId)
        .where('l.reference', '=', reference)
        .where('l.refund_of', 'is', null)
        .orderBy('l.id')
        .execute()
      const lines = rows.map(
        (row): PaidLine => ({
          id: String(row.id),
          bucketId: row.bucket_id,
          kind: kindOf(row.kind),
          quantity: credits(row.quantity),
          refunded: Boolean(row.refunded),
        }),
      )
      const decision = decide(loaded, lines)
      if (decision._tag === 'NoRefund') return decision.result
      const change = refundChange(loaded, lines, decision)
      const updated = await trx
        .updateTable('credit_buckets')
        .set({ used: change.to })
        .where('id', '=', change.bucketId)
        .where('user_id', '=', userId)
        .where('used', '=', change.from)
        .executeTakeFirst()
      if (Number(updated.numUpdatedRows) !== 1)
        throw new Error(`bucket ${change.bucketId} changed under the lock`)
      await trx
        .insertInto('credit_ledger')
        .values({
          user_id: userId,
          bucket_id: decision.refund.bucketId,
          kind: decision.refund.kind,
          quantity: decision.refund.quantity,
          action: decision.ledgerAction,
          reference: decision.reference,
          created_at: toDate(decision.at),
          refund_of: decision.refund.refundOf,
        })
        .execute()
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
      .select(['id', 'bucket_id', 'kind', 'quantity', 'action', 'reference', 'created_at', 'refund_of'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
  }
}
