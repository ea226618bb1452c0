import { type Kysely, sql } from 'kysely'

// A shipped migration is never edited: a change of schema is a new, numbered migration.

export const up = async (db: Kysely<unknown>): Promise<void> => {
  // API keys (issue 21): the secret is never stored, only its SHA-256.
  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    // ApiKeyScopes, comma-separated, in the canonical order.
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('requests', 'integer', (c) => c.notNull().defaultTo(0))
    // UTC YYYY-MM that `requests` counts.
    .addColumn('usage_month', 'text')
    .execute()
  await db.schema
    .createIndex('api_keys_by_user')
    .on('api_keys')
    .expression(sql`user_id, created_at desc`)
    .execute()
  // Where each key was used from: a new address is an audit event.
  await db.schema
    .createTable('api_key_addresses')
    .addColumn('key_id', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('first_seen_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('api_key_addresses_pkey', ['key_id', 'address'])
    .execute()
  // Idempotency-Key: the first answer of a call, per user and key, replayed for 24 hours.
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('scope_key', 'text', (c) => c.primaryKey())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'integer')
    .addColumn('body', 'text')
    .addCheckConstraint('idempotency_keys_state', sql`state in ('running', 'done')`)
    .execute()
  await db.schema
    .createIndex('idempotency_keys_started')
    .on('idempotency_keys')
    .column('started_at')
    .execute()
}
