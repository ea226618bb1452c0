import type { PostgresPool } from 'kysely'

/**
 * A pool for Kysely's PostgresDialect that hands out a replica connection while the replica is fit to
 * read from, else a primary one. The choice is made per connection (per query, or per transaction:
 * a transaction keeps the connection it began on), from what the watch last saw, so no query waits on
 * a lag check. A replica that refuses a connection is reported (`lost`) and the same call is served by
 * the primary at once. `end` ends the replica's pool only: the primary belongs to the read-write handle.
 * `Client` and `options` are the primary's: Kysely uses them only to cancel a query on an abort signal,
 * which the service never gives a read.
 */
export const readRoutingPool = (
  replica: PostgresPool,
  primary: PostgresPool,
  route: { readonly useReplica: () => boolean; readonly lost: (reason: string) => void },
): PostgresPool => ({
  ...(primary.Client === undefined ? {} : { Client: primary.Client }),
  options: primary.options,
  connect: async () => {
    if (!route.useReplica()) return primary.connect()
    try {
      return await replica.connect()
    } catch (error) {
      route.lost(error instanceof Error ? error.message : String(error))
      return primary.connect()
    }
  },
  end: () => replica.end(),
})
