import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import type { Database } from './database-schema.ts'
import { migrateToLatest } from './migrations/migrate-to-latest.ts'

export type DatabaseConfig = {
  /** A PostgreSQL server; when absent the embedded PGlite is used. */
  readonly databaseUrl?: string
  /** PGlite's data folder, or 'memory' for a database that lives only as long as the process. */
  readonly dataDir?: string | 'memory'
  /** Connections per process to PostgreSQL. */
  readonly poolSize?: number
  /** Told when an idle PostgreSQL connection breaks (the pool replaces it); for the log. */
  readonly onConnectionError?: (error: Error) => void
}

export type OpenDatabase = {
  readonly db: Kysely<Database>
  readonly kind: 'pglite' | 'postgres'
  /** Resolves when the database answers a trivial query (readiness). */
  ping(): Promise<void>
  close(): Promise<void>
}

const pingOf = (db: Kysely<Database>) => async () => {
  await sql`select 1`.execute(db)
}

// Enough for the service's concurrency on 2 cores; several API processes each bring their own pool.
const DEFAULT_POOL_SIZE = 10

/**
 * Opens the database the configuration names and migrates it to the latest schema before handing it
 * out, so no query ever meets an older schema. PGlite has one connection: Kysely queues its queries and
 * transactions, so it is correct under concurrency but serial. PostgreSQL gets a pg pool.
 */
export const openDatabase = async (config: DatabaseConfig): Promise<OpenDatabase> => {
  const opened = config.databaseUrl === undefined ? openPGlite(config.dataDir) : openPostgres(config)
  try {
    await migrateToLatest(opened.db)
  } catch (error) {
    await opened.close()
    throw error
  }
  return opened
}

const openPGlite = (dataDir: string | undefined): OpenDatabase => {
  // pg_trgm backs the fuzzy company search; PGlite loads an extension only when told (STACK.md pitfall 7).
  const options = { extensions: { pg_trgm } }
  const pglite =
    dataDir === undefined || dataDir === 'memory' ? new PGlite(options) : new PGlite(dataDir, options)
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) })
  return { db, kind: 'pglite', ping: pingOf(db), close: () => db.destroy() }
}

const openPostgres = ({
  databaseUrl,
  poolSize = DEFAULT_POOL_SIZE,
  onConnectionError = () => {},
}: DatabaseConfig): OpenDatabase => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize })
  // Without a listener, an idle connection dropped by a server restart would crash the whole process.
  pool.on('error', onConnectionError)
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  return { db, kind: 'postgres', ping: pingOf(db), close: () => db.destroy() }
}
