import type { Kysely } from 'kysely'

// A shipped migration is never edited: a change of schema is a new, numbered migration.

export const up = async (db: Kysely<unknown>): Promise<void> => {
  // Which addresses each user has had found (and paid for): finding the same one again is free.
  await db.schema
    .createTable('email_finds')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('found_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('email_finds_pkey', ['user_id', 'address'])
    .execute()
}
