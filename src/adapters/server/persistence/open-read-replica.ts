import { Kysely, PostgresDialect, type PostgresPool } from 'kysely'
import pg from 'pg'
import type { Database } from './database-schema.ts'
import { preparedStatementPool } from './prepared-statement-pool.ts'
import { readRoutingPool } from './read-routing-pool.ts'
import type { ReadTarget, ReplicaCheck } from './replica-lag.ts'
import { ReplicaWatch } from './replica-watch.ts'

export type ReadReplicaConfig = {
  /** A streaming replica of the primary (DATABASE_READ_URL), with the same database and search_path. */
  readonly url: string
  /** Past this lag (ms) reads go to the primary. */
  readonly maxLagMs: number
  /** How often the replica's lag is looked at (ms). */
  readonly checkIntervalMs: number
  readonly poolSize: number
  /** Told when reads move between the replica and the primary (for the log). */
  readonly onChange?: (target: ReadTarget, check: ReplicaCheck) => void
  readonly onConnectionError?: (error: Error) => void
}

export type ReadReplica = {
  /** Reads only (a replica refuses writes): the replica while it is fit to read from, else the primary. */
  readonly db: Kysely<Database>
  /** Where reads go now, and why. */
  readonly target: () => ReadTarget
  /** Looks at the replica now instead of at the next interval (tests, and a start that must know). */
  readonly check: () => Promise<void>
  readonly poolUse: () => { readonly inUse: number; readonly waiting: number }
  close(): Promise<void>
}

// A replica that is down must not hold a request for the primary's 10 s: the call falls back to the
// primary when the replica has not given a connection within this.
const REPLICA_CONNECT_TIMEOUT_MS = 2_000

/**
 * The read side (issue 32 §4): a pool on the replica, a watch that looks at its lag every interval,
 * and a Kysely handle whose connections come from the replica while the watch finds it well, else from
 * the primary's pool.
 */
export const openReadReplica = async (
  primary: { readonly pool: pg.Pool; readonly forKysely: PostgresPool },
  config: ReadReplicaConfig,
): Promise<ReadReplica> => {
  const replica = new pg.Pool({
    connectionString: config.url,
    max: config.poolSize,
    connectionTimeoutMillis: REPLICA_CONNECT_TIMEOUT_MS,
  })
  const onConnectionError = config.onConnectionError ?? (() => {})
  replica.on('connect', (client) => client.on('error', onConnectionError))
  replica.on('error', () => {})
  const watch = new ReplicaWatch(primary.pool, replica, {
    maxLagMs: config.maxLagMs,
    intervalMs: config.checkIntervalMs,
    ...(config.onChange === undefined ? {} : { onChange: config.onChange }),
  })
  await watch.start()
  // Falling back, reads share the primary's pool with the writes, as they did before there was a replica:
  // no second pool's worth of connections on the primary, which is the server being relieved.
  const routing = readRoutingPool(preparedStatementPool(replica), primary.forKysely, {
    useReplica: () => watch.current().use === 'replica',
    lost: (reason) => watch.lost(reason),
  })
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: routing }) })
  return {
    db,
    target: () => watch.current(),
    check: () => watch.check(),
    poolUse: () => ({ inUse: replica.totalCount - replica.idleCount, waiting: replica.waitingCount }),
    // Ends the watch and the replica's pool; the primary's is the read-write handle's to end.
    close: async () => {
      await watch.stop()
      await db.destroy()
    },
  }
}
