import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { Kysely, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import type { Database } from './database-schema.ts'
import { migrateToLatest } from './migrations/migrate-to-latest.ts'
import { openReadReplica, type ReadReplica, type ReadReplicaConfig } from './open-read-replica.ts'
import { PreparedPGliteDialect } from './pglite-prepared-dialect.ts'
import { preparedStatementPool } from './prepared-statement-pool.ts'

export type DatabaseConfig = {
  /** A PostgreSQL server; when absent the embedded PGlite is used. */
  readonly databaseUrl?: string
  /** PGlite's data folder, or 'memory' for a database that lives only as long as the process. */
  readonly dataDir?: string | 'memory'
  /** Connections per process to PostgreSQL. */
  readonly poolSize?: number
  /** How long a request waits for a PostgreSQL connection (a new one, or a free one of the pool). */
  readonly connectTimeoutMs?: number
  /** How long PostgreSQL lets a transaction of this service sit idle before ending it. */
  readonly idleInTransactionTimeoutMs?: number
  /** Told when a PostgreSQL connection breaks (the pool replaces it); for the log. */
  readonly onConnectionError?: (error: Error) => void
  /** A streaming replica for the read-heavy calls (PostgreSQL only; PGlite has no replica to read). */
  readonly readReplica?: Omit<ReadReplicaConfig, 'poolSize' | 'onConnectionError'>
}

export type OpenDatabase = {
  readonly db: Kysely<Database>
  /**
   * For the read-heavy calls that may be a little behind (docs/operations.md, "Adding a read replica"):
   * the replica while it is fit to read from, else the primary; without a replica, `db` itself.
   */
  readonly readDb: Kysely<Database>
  /** The replica's side, when one is configured: where reads go now, a look at it now, its pool. */
  readonly readReplica?: Pick<ReadReplica, 'target' | 'check' | 'poolUse'>
  readonly kind: 'pglite' | 'postgres'
  /** The embedded database itself, for what shares it (the job engine); absent on PostgreSQL. */
  readonly pglite?: PGlite
  /** The migrations this opening ran (none: the schema was up to date, or another process ran them). */
  readonly migrated?: readonly string[]
  /** The pool's connections in use and callers waiting for one (metrics); absent on PGlite's one connection. */
  readonly poolUse?: () => { readonly inUse: number; readonly waiting: number }
  /** Resolves when the database answers a trivial query (readiness). */
  ping(): Promise<void>
  close(): Promise<void>
}

const pingOf = (db: Kysely<Database>) => async () => {
  await sql`select 1`.execute(db)
}

// Enough for the service's concurrency on 2 cores; several API processes each bring their own pool.
const DEFAULT_POOL_SIZE = 10
// Far above any wait the service sees under load (a slot of the pool, the server's answer), so it only
// ends waits that would otherwise never end.
const CONNECT_TIMEOUT_MS = 10_000
// The service's transactions go quiet for microseconds between statements; one quiet for a minute belongs
// to a process that froze or lost the network while holding locks (a user's credits), so the database
// ends it, rolls it back, and frees the locks for every other process.
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000

/**
 * Opens the database the configuration names and migrates it to the latest schema before handing it
 * out, so no query ever meets an older schema. PGlite has one connection: Kysely queues its queries and
 * transactions, so it is correct under concurrency but serial. PostgreSQL gets a pg pool.
 */
export const openDatabase = async (config: DatabaseConfig): Promise<OpenDatabase> => {
  if (config.databaseUrl === undefined) {
    const opened = openPGlite(config.dataDir)
    return migrated(opened, () => opened.close())
  }
  const { opened, pool, forKysely } = openPostgres(config)
  const ready = await migrated(opened, () => opened.close())
  if (config.readReplica === undefined) return ready
  // After the migrations: the replica receives them from the primary like any other write.
  const reads = await openReadReplica(
    { pool, forKysely },
    {
      ...config.readReplica,
      poolSize: config.poolSize ?? DEFAULT_POOL_SIZE,
      ...(config.onConnectionError === undefined ? {} : { onConnectionError: config.onConnectionError }),
    },
  ).catch(async (error: unknown) => {
    await opened.close()
    throw error
  })
  return {
    ...ready,
    readDb: reads.db,
    readReplica: reads,
    close: async () => {
      await reads.close()
      await opened.close()
    },
  }
}

const migrated = async (opened: OpenDatabase, close: () => Promise<void>): Promise<OpenDatabase> => {
  try {
    return { ...opened, migrated: await migrateToLatest(opened.db) }
  } catch (error) {
    await close()
    throw error
  }
}

const openPGlite = (dataDir: string | undefined): OpenDatabase => {
  // pg_trgm backs the fuzzy company search; PGlite loads an extension only when told (STACK.md pitfall 7).
  const options = { extensions: { pg_trgm } }
  const pglite =
    dataDir === undefined || dataDir === 'memory' ? new PGlite(options) : new PGlite(dataDir, options)
  // Repeated statements run prepared, as on PostgreSQL (pglite-prepared-dialect.ts).
  const db = new Kysely<Database>({ dialect: new PreparedPGliteDialect(pglite) })
  return { db, readDb: db, kind: 'pglite', pglite, ping: pingOf(db), close: () => db.destroy() }
}

const openPostgres = ({
  databaseUrl,
  poolSize = DEFAULT_POOL_SIZE,
  connectTimeoutMs = CONNECT_TIMEOUT_MS,
  idleInTransactionTimeoutMs = IDLE_IN_TRANSACTION_TIMEOUT_MS,
  onConnectionError = () => {},
}: DatabaseConfig) => {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    // A database that accepts the connection and then says nothing (a partition, a full backlog) would
    // otherwise hold each request forever; now it fails like a refused connection (503).
    connectionTimeoutMillis: connectTimeoutMs,
    idle_in_transaction_session_timeout: idleInTransactionTimeoutMs,
  })
  // Every connection that breaks emits 'error', and an 'error' nobody listens to crashes the whole
  // process. The pool listens only while a connection is idle (then re-emits on the pool); one that
  // breaks while a request holds it (the database restarted, the backend was terminated, the network
  // cut) had no listener. Its query fails on its own (the request answers 503) and the pool discards
  // it on release, so the event only needs to reach the log: once, from the connection itself.
  pool.on('connect', (client) => client.on('error', onConnectionError))
  pool.on('error', () => {})
  const forKysely = preparedStatementPool(pool)
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: forKysely }) })
  const poolUse = () => ({ inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount })
  const opened: OpenDatabase = {
    db,
    readDb: db,
    kind: 'postgres',
    poolUse,
    ping: pingOf(db),
    close: () => db.destroy(),
  }
  return { opened, pool, forKysely }
}
