import { type Kysely, sql } from 'kysely'

// A shipped migration is never edited: a change of schema is a new, numbered migration.

export const up = async (db: Kysely<unknown>): Promise<void> => {
  // Webhook endpoints (issue 21 §4): where a user's events are delivered, signed with `secret`.
  await db.schema
    .createTable('webhook_endpoints')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('secret', 'text', (c) => c.notNull())
    // WebhookEventTypes, comma-separated.
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('deleted_at', 'timestamptz')
    .execute()
  await db.schema.createIndex('webhook_endpoints_by_user').on('webhook_endpoints').column('user_id').execute()
  // Each event for each endpoint, with every attempt and its answer.
  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('endpoint_id', 'text', (c) => c.notNull().references('webhook_endpoints.id'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    // [{ at, status, error, response }], oldest first.
    .addColumn('attempts', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addCheckConstraint('webhook_deliveries_state', sql`state in ('pending', 'delivered', 'failed')`)
    .execute()
  await db.schema
    .createIndex('webhook_deliveries_newest')
    .on('webhook_deliveries')
    .expression(sql`user_id, created_at desc`)
    .execute()
}
