import type { Kysely } from 'kysely'

// A shipped migration is never edited: a change of schema is a new, numbered migration.

export const up = async (db: Kysely<unknown>): Promise<void> => {
  // Issue 32: the settings every process of one deployment must share (docs/operations.md), as the
  // process that started last had them: a fingerprint (a hash, never the value) per setting, so a
  // process that disagrees says so in its log at start.
  await db.schema
    .createTable('shared_settings')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('recorded_at', 'timestamptz', (c) => c.notNull())
    .addColumn('recorded_by', 'text', (c) => c.notNull())
    .execute()
}
