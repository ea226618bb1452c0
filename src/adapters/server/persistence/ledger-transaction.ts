import {
  type Compilable,
  type Kysely,
  type QueryCreator,
  type QueryResult,
  type Selectable,
  type SelectQueryBuilder,
  sql,
  type Transaction,
} from 'kysely'
import { usedChanges } from '../../../application/server/ports/charge-decision.ts'
import type {
  ChargeDecision,
  UserId,
} from '../../../application/server/ports/credit-ledger.repository.port.ts'
import type { Bucket } from '../../../domain/credits/bucket.ts'
import { toDate } from '../../../domain/shared/instant.ts'
import { compiledOnce } from './compiled-once.ts'
import { bucketFromRow } from './credit-ledger.rows.ts'
import type { CreditBucketsTable, Database } from './database-schema.ts'

type Db = Kysely<Database> | Transaction<Database>

export const loadBuckets = async (db: Db, userId: UserId): Promise<readonly Bucket[]> => {
  const rows = await db
    .selectFrom('credit_buckets')
    .selectAll()
    .where('user_id', '=', userId)
    // "C": code-unit order, as the port promises, whatever the database's default collation.
    .orderBy(sql`id collate "C"`)
    .execute()
  return rows.map(bucketFromRow)
}

export const createUser = (db: Db, userId: UserId) =>
  db
    .insertInto('users')
    .values({ id: userId })
    .onConflict((c) => c.column('id').doNothing())
    .execute()

// FOR NO KEY UPDATE, not FOR UPDATE: it serialises the user's charges just the same, but does not block
// the key-share locks that inserts referencing the user take in other transactions (the search log was
// once written outside the charge, and is still by `append`). With FOR UPDATE those waits crossed and
// PostgreSQL found deadlocks under concurrent reveals.
// Every taker of the user's lock must use this same mode.
export const lockUserRow = (trx: Db, userId: UserId) =>
  trx.selectFrom('users').where('id', '=', userId).forNoKeyUpdate()

const lockStatement = compiledOnce(1, (db, userId: UserId) => lockUserRow(db, userId).select('id').compile())
const selectUserForUpdate = async (trx: Transaction<Database>, userId: UserId) =>
  (await lockStatement(trx, userId)).rows[0]

/**
 * The user's row is the lock for all of that user's credits: every charge holds it until commit, so
 * charges of one user run one at a time in any number of processes, while other users go on in parallel.
 * Locking first and inserting only when missing keeps a charge of a known user free of extra writes.
 */
export const lockUser = async (trx: Transaction<Database>, userId: UserId): Promise<void> => {
  if ((await selectUserForUpdate(trx, userId)) !== undefined) return
  await createUser(trx, userId)
  if ((await selectUserForUpdate(trx, userId)) === undefined) throw new Error(`user ${userId} vanished`)
}

// Read committed, stated in case the server's default differs: once the lock is ours, each later
// statement reads a fresh snapshot, so it sees what the previous holder committed. (Repeatable read
// would read the snapshot from before the wait and fail the update instead.) For the same reason the
// lock is a statement of its own: a statement that waits for the lock keeps the snapshot it began with.
const lockedTransaction = <R>(
  db: Kysely<Database>,
  userId: UserId,
  work: (trx: Transaction<Database>) => Promise<R>,
): Promise<R> =>
  db
    .transaction()
    .setIsolationLevel('read committed')
    .execute(async (trx) => {
      await lockUser(trx, userId)
      return work(trx)
    })

/** Runs `work` in a transaction holding the user's lock, with the buckets as they are under it. */
export const underUserLock = <R>(
  db: Kysely<Database>,
  userId: UserId,
  work: (trx: Transaction<Database>, buckets: readonly Bucket[]) => Promise<R>,
): Promise<R> => lockedTransaction(db, userId, async (trx) => work(trx, await loadBuckets(trx, userId)))

/** A query of at most one row, of something the user already holds: a revealed person, a paid page. */
export type HeldQuery<H> = (trx: Transaction<Database>) => SelectQueryBuilder<Database, keyof Database, H>

type HoldingRow<H> = Selectable<CreditBucketsTable> & { held: H | null }

// One row per bucket, each with the held row beside it as JSON; one row of nulls and the held row when
// the user has no buckets.
const holdingStatement = <H>(held: SelectQueryBuilder<Database, keyof Database, H>, userId: UserId) =>
  sql<HoldingRow<H>>`
      select b.*, to_json(h) as held
      from (select 1) as one
      left join ${held} as h on true
      left join credit_buckets as b on b.user_id = ${userId}
      order by b.id collate "C"`

const underLockReading = <H, R>(
  db: Kysely<Database>,
  userId: UserId,
  read: (trx: Transaction<Database>) => Promise<QueryResult<HoldingRow<H>>>,
  work: (trx: Transaction<Database>, buckets: readonly Bucket[], held: H | undefined) => Promise<R>,
): Promise<R> =>
  lockedTransaction(db, userId, async (trx) => {
    const { rows } = await read(trx)
    const buckets = rows.filter((row) => row.id !== null).map(bucketFromRow)
    return work(trx, buckets, rows[0]?.held ?? undefined)
  })

/**
 * underUserLock, with what the user already holds of the thing the call buys, read with the buckets in
 * one statement under the lock (one round trip fewer for a reveal or a members page); undefined when the
 * user holds none of it.
 */
export const underUserLockHolding = <H, R>(
  db: Kysely<Database>,
  userId: UserId,
  held: HeldQuery<H>,
  work: (trx: Transaction<Database>, buckets: readonly Bucket[], held: H | undefined) => Promise<R>,
): Promise<R> => underLockReading(db, userId, (trx) => holdingStatement(held(trx), userId).execute(trx), work)

/** What the user holds of one thing named by a key (a person), as a query built on any db. */
export type KeyedHeldQuery<H> = (
  db: Kysely<Database>,
  userId: UserId,
  key: string,
) => SelectQueryBuilder<Database, keyof Database, H>

/** The buckets-and-held statement of a keyed held query, compiled once (compiled-once.ts). */
export const compiledHolding = <H>(held: KeyedHeldQuery<H>) =>
  compiledOnce(2, (db, userId: UserId, key: string) =>
    holdingStatement(held(db, userId, key), userId).compile(db),
  )

/**
 * underUserLockHolding with a statement compiled once: the same text, without building it each call.
 * Given the work, runs it as underUserLockHolding does.
 */
export const underUserLockHoldingCompiled =
  <H>(db: Kysely<Database>, userId: UserId, read: ReturnType<typeof compiledHolding<H>>, key: string) =>
  <R>(
    work: (trx: Transaction<Database>, buckets: readonly Bucket[], held: H | undefined) => Promise<R>,
  ): Promise<R> =>
    underLockReading(db, userId, (trx) => read(trx, userId, key), work)

/** A write made in the decision's own statement: what was bought (a person, a page), the search-log line. */
export type WriteAlongside = (db: QueryCreator<Database>) => Compilable

// Typed loosely while it grows: each `with` adds a name to the builder's type.
type GrowingQuery = QueryCreator<Record<string, Record<string, unknown>>>

/**
 * Writes what a decision asks for, and what the call wrote beside it (`alongside`: a revealed person, a
 * paid page, the search-log line), in one statement: for a Charge, the new `used` values and one ledger
 * line per charge, as data-modifying CTEs with the rest; for a NoCharge, the rest alone; nothing at all
 * when there is nothing to write. One round trip instead of three or more, under the user's lock, which
 * is held that much less (and PostgreSQL spent 5–12% less CPU a reveal, docs/performance.md). The
 * statement stands or falls whole, inside the caller's transaction.
 */
export const writeDecision = async (
  trx: Transaction<Database>,
  userId: UserId,
  loaded: readonly Bucket[],
  decision: ChargeDecision<unknown>,
  alongside: readonly WriteAlongside[] = [],
): Promise<void> => {
  const charged = decision._tag === 'Charge' ? decision : undefined
  const changes = charged === undefined ? [] : usedChanges(loaded, charged)
  if (changes.length === 0 && (charged?.charges.length ?? 0) === 0 && alongside.length === 0) return
  let query = trx as unknown as GrowingQuery
  changes.forEach((change, i) => {
    // `used = from` costs nothing and turns any writer that skipped the lock into a loud failure.
    query = query.with(`used_${i}`, () =>
      trx
        .updateTable('credit_buckets')
        .set({ used: change.to })
        .where('id', '=', change.bucketId)
        .where('user_id', '=', userId)
        .where('used', '=', change.from)
        .returning('id'),
    ) as unknown as GrowingQuery
  })
  if (charged !== undefined && charged.charges.length > 0)
    query = query.with('ledger_lines', () =>
      trx.insertInto('credit_ledger').values(
        charged.charges.map((c) => ({
          user_id: userId,
          bucket_id: c.bucketId,
          kind: c.kind,
          quantity: c.quantity,
          action: charged.ledgerAction,
          reference: charged.reference,
          // Only a job's charge names it: a single reveal sends the statement it always did (the
          // pgbench ceiling runs that very text, reveal-ceiling-script.test.ts).
          ...(charged.job === undefined ? {} : { enrichment_job_id: charged.job }),
          created_at: toDate(charged.at),
        })),
      ),
    ) as unknown as GrowingQuery
  alongside.forEach((write, i) => {
    query = query.with(`alongside_${i}`, () => write(trx) as never) as unknown as GrowingQuery
  })
  // PostgreSQL runs every data-modifying sub-statement, read or not; the main query counts the bucket
  // rows updated.
  const counted = await query
    .selectNoFrom((eb) => [
      eb.val(0).as('none'),
      ...changes.map((_, i) => eb.selectFrom(`used_${i}`).select(eb.fn.countAll().as('n')).as(`used_${i}`)),
    ])
    .executeTakeFirstOrThrow()
  changes.forEach((change, i) => {
    if (Number(counted[`used_${i}`]) !== 1)
      throw new Error(`bucket ${change.bucketId} changed under the lock`)
  })
}
