import { type Kysely, sql } from 'kysely'

// A shipped migration is never edited: a change of schema is a new, numbered migration.

export const up = async (db: Kysely<unknown>): Promise<void> => {
  // The API rate limit an admin agreed with an enterprise (CUSTOM plan) user; no row: the plan's limits.
  await db.schema
    .createTable('custom_api_limits')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id'))
    .addColumn('per_minute', 'integer', (c) => c.notNull())
    .addCheckConstraint('custom_api_limits_positive', sql`per_minute > 0`)
    .execute()
}
