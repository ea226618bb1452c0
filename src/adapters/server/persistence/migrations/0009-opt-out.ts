import { type Kysely, sql } from 'kysely'

// A shipped migration is never edited: a change of schema is a new, numbered migration.

export const up = async (db: Kysely<unknown>): Promise<void> => {
  // Opt-out requests waiting for their emailed link. Only the token's hash is kept. The profile id and
  // the address are needed until the link is followed; confirming clears them (the check says so).
  await db.schema
    .createTable('opt_out_requests')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('profile_id', 'text')
    .addColumn('email', 'text')
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('confirmed_at', 'timestamptz')
    .addCheckConstraint(
      'opt_out_requests_forgotten_once_confirmed',
      sql`(confirmed_at is null and profile_id is not null and email is not null)
        or (confirmed_at is not null and profile_id is null and email is null)`,
    )
    .execute()
  // Expired requests are purged on every request and confirmation.
  await db.schema.createIndex('opt_out_requests_expiry').on('opt_out_requests').column('expires_at').execute()

  // Who opted out, as SHA-256 keys only (domain/opt-out/suppression-key.ts): read by the importer and
  // the demo loader for every person they write.
  await db.schema
    .createTable('suppressed_identifiers')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('suppressed_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('suppressed_identifiers_kind', sql`kind in ('profile', 'email')`)
    .addCheckConstraint('suppressed_identifiers_key_hex', sql`key ~ '^[0-9a-f]{64}$'`)
    .execute()

  // One row at most: a hash of the pepper the keys were made with, so a process configured with
  // another one is refused rather than silently matching nobody.
  await db.schema
    .createTable('suppression_pepper')
    .addColumn('id', 'boolean', (c) => c.primaryKey().defaultTo(true))
    .addColumn('pepper_check', 'text', (c) => c.notNull())
    .addCheckConstraint('suppression_pepper_one_row', sql`id`)
    .execute()
}
