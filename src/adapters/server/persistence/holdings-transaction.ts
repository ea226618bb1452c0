import { sql, type Transaction } from 'kysely'
import type { LockedHoldings } from '../../../application/server/ports/billing.repository.port.ts'
import type { UserId } from '../../../application/server/ports/credit-ledger.repository.port.ts'
import { toDate } from '../../../domain/shared/instant.ts'
import type { Holdings, HoldingsChange } from '../../../domain/subscriptions/holdings.ts'
import { bucketToRow } from './credit-ledger.rows.ts'
import type { Database } from './database-schema.ts'
import { loadBuckets, lockUserRow } from './ledger-transaction.ts'
import { subscriptionFromRow, subscriptionToRow } from './subscription.rows.ts'

type Trx = Transaction<Database>

/** A user's subscriptions (by start, then id) and buckets (by id), in code-unit order as the ledger reads. */
export const loadHoldings = async (trx: Trx, userId: UserId): Promise<Holdings> => {
  const subscriptions = await trx
    .selectFrom('subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('start_date')
    .orderBy(sql`id collate "C"`)
    .execute()
  // The buckets exactly as a charge reads them.
  return { subscriptions: subscriptions.map(subscriptionFromRow), buckets: await loadBuckets(trx, userId) }
}

/**
 * Takes the user's lock, the very row lock (`users … FOR NO KEY UPDATE`) every credit charge takes, and reads
 * the holdings under it; undefined for an unknown user (nothing is created here, unlike a charge).
 */
export const lockHoldings = async (trx: Trx, userId: UserId): Promise<LockedHoldings | undefined> => {
  const user = await lockUserRow(trx, userId).select(['id', 'username', 'email']).executeTakeFirst()
  if (user === undefined) return undefined
  const holder = { userId: user.id, username: user.username, email: user.email }
  return { holder, ...(await loadHoldings(trx, userId)) }
}

const expectOneRow = ({ numUpdatedRows }: { numUpdatedRows: bigint }, what: string) => {
  if (numUpdatedRows !== 1n) throw new Error(`${what} is not the user's, or changed under the lock`)
}

/** Writes a change already checked against the holdings it was decided on, under the same lock. */
export const writeChange = async (trx: Trx, userId: UserId, change: HoldingsChange): Promise<void> => {
  if (change.opened.length > 0)
    await trx
      .insertInto('subscriptions')
      .values(change.opened.map((s) => subscriptionToRow(userId, s)))
      .execute()
  for (const s of change.updated) {
    const updated = await trx
      .updateTable('subscriptions')
      .set({ state: s.state, ended_at: s.endedAt === null ? null : toDate(s.endedAt) })
      .where('id', '=', s.id)
      .where('user_id', '=', userId)
      .executeTakeFirst()
    expectOneRow(updated, `subscription ${s.id}`)
  }
  if (change.granted.length > 0)
    await trx
      .insertInto('credit_buckets')
      .values(change.granted.map((b) => bucketToRow(userId, b)))
      .execute()
  for (const b of change.ended) {
    const updated = await trx
      .updateTable('credit_buckets')
      .set({ expires_at: b.expiresAt === null ? null : toDate(b.expiresAt) })
      .where('id', '=', b.id)
      .where('user_id', '=', userId)
      .executeTakeFirst()
    expectOneRow(updated, `bucket ${b.id}`)
  }
}
