import { createServer, type Socket } from 'node:net'
import { sql } from 'kysely'
import pg from 'pg'
import { describe, expect, it, vi } from 'vitest'
import { isConnectionFailure } from './connection-failure.ts'
import { openDatabase } from './open-database.ts'
import { freshPostgresSchema } from './testing/fresh-postgres-schema.ts'

// Regression tests from the failure drills (docs/failure-drills-notes.md): losing the database must
// fail requests, never the process, and never leave a request waiting forever.
const databaseUrl = process.env.DATABASE_URL

describe.skipIf(databaseUrl === undefined)('PostgreSQL: a connection lost while in use', () => {
  it('fails that transaction (a connection failure), not the process; the next call works', async () => {
    const schema = await freshPostgresSchema(databaseUrl ?? '')
    const lost = vi.fn()
    const database = await openDatabase({ databaseUrl: schema.databaseUrl, onConnectionError: lost })
    const admin = new pg.Client({ connectionString: databaseUrl })
    await admin.connect()
    try {
      const failed = await database.db
        .transaction()
        .execute(async (trx) => {
          const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)
          // Terminated between two statements: the connection breaks while no query runs on it, the
          // case pg reports only as an 'error' event (which, unheard, crashed the service).
          await admin.query('select pg_terminate_backend($1)', [rows[0]?.pid])
          await vi.waitFor(() => expect(lost).toHaveBeenCalled())
          await sql`select 1`.execute(trx)
        })
        .then(
          () => undefined,
          (error: unknown) => error,
        )
      expect(isConnectionFailure(failed)).toBe(true)
      expect(await sql<{ one: number }>`select 1 as one`.execute(database.db)).toMatchObject({
        rows: [{ one: 1 }],
      })
    } finally {
      await admin.end()
      await database.close()
      await schema.drop()
    }
  }, 30_000)
})

describe.skipIf(databaseUrl === undefined)('PostgreSQL: a transaction left idle', () => {
  it('is ended by the database after the idle timeout, which frees its locks for everyone else', async () => {
    const schema = await freshPostgresSchema(databaseUrl ?? '')
    const database = await openDatabase({ databaseUrl: schema.databaseUrl, idleInTransactionTimeoutMs: 300 })
    const other = new pg.Client({ connectionString: databaseUrl })
    await other.connect()
    const lock = 7_100_923 // any number no other test takes
    const freeForOthers = async () =>
      (await other.query<{ got: boolean }>('select pg_try_advisory_lock($1) as got', [lock])).rows[0]?.got
    try {
      const failed = await database.db
        .transaction()
        .execute(async (trx) => {
          await sql`select pg_advisory_xact_lock(${lock})`.execute(trx)
          expect(await freeForOthers()).toBe(false)
          // The process goes quiet while holding the lock (frozen, or cut off from the database).
          await vi.waitFor(async () => expect(await freeForOthers()).toBe(true), { timeout: 5_000 })
          await sql`select 1`.execute(trx)
        })
        .then(
          () => undefined,
          (error: unknown) => error,
        )
      expect(isConnectionFailure(failed)).toBe(true)
    } finally {
      await other.end()
      await database.close()
      await schema.drop()
    }
  }, 30_000)
})

describe('a database server that accepts connections and never answers', () => {
  it('fails the call after the connect timeout instead of waiting forever', async () => {
    const held = new Set<Socket>()
    const silent = createServer((socket) => void held.add(socket))
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done))
    const address = silent.address()
    const port = typeof address === 'object' && address !== null ? address.port : 0
    const started = performance.now()
    try {
      const failed = await openDatabase({
        databaseUrl: `postgres://nobody@127.0.0.1:${port}/nothing`,
        connectTimeoutMs: 300,
      }).then(
        () => undefined,
        (error: unknown) => error,
      )
      expect(isConnectionFailure(failed)).toBe(true)
      expect(performance.now() - started).toBeLessThan(5_000)
    } finally {
      for (const socket of held) socket.destroy()
      await new Promise((done) => silent.close(done))
    }
  }, 30_000)
})
