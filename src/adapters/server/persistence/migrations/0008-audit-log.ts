import { type Kysely, sql } from 'kysely'

// A shipped migration is never edited: a change of schema is a new, numbered migration.

export const up = async (db: Kysely<unknown>): Promise<void> => {
  // Admin actions, written once, never updated. The actor is kept by id and by the name they had then,
  // without a foreign key: the log must outlive anything that happens to users.
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    // Both null: the system (the sign-in provider's roles claim), not a person.
    .addColumn('actor_id', 'text')
    .addColumn('actor_name', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    // The changed fields only, { field: { from, to } }.
    .addColumn('details', 'jsonb', (c) => c.notNull())
    .addCheckConstraint('audit_log_actor_whole', sql`(actor_id is null) = (actor_name is null)`)
    .execute()
  // Read newest first, a page at a time.
  await db.schema.createIndex('audit_log_newest').on('audit_log').expression(sql`at desc, id desc`).execute()
}
