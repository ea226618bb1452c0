import type { Kysely } from 'kysely'

// A shipped migration is never edited: a change of schema is a new, numbered migration.

export const up = async (db: Kysely<unknown>): Promise<void> => {
  // A rotated signing secret (issue 29 item 15): the one before it keeps signing until its expiry, so a
  // receiver can switch secrets without losing a delivery. Both null: no rotation in progress.
  await db.schema
    .alterTable('webhook_endpoints')
    .addColumn('previous_secret', 'text')
    .addColumn('previous_secret_expires_at', 'timestamptz')
    .execute()
}
