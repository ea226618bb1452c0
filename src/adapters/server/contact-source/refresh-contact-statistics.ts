import { type Kysely, sql } from 'kysely'
import type { Database } from '../persistence/database-schema.ts'

/**
 * Refreshes the planner's statistics of the contact tables after a bulk load. PGlite runs no
 * autovacuum, so without this its planner never learns the tables grew: at 100,000 companies it took
 * a one-letter autocomplete prefix to match 35 rows, read every match and sorted them (hundreds of ms)
 * instead of walking the prefix index. PostgreSQL would get there by itself, a while after the load.
 * ANALYZE samples a fixed number of rows, so this takes about a second whatever the size.
 */
export const refreshContactStatistics = async (db: Kysely<Database>): Promise<void> => {
  await sql`analyze companies, people, emails, phones`.execute(db)
}
