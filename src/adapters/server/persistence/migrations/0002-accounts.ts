import { type Kysely, sql } from 'kysely'

// A shipped migration is never edited: a change of schema is a new, numbered migration.

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .alterTable('users')
    .addColumn('username', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text')
    .addColumn('avatar', 'text')
    .addColumn('is_admin', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('collection_id', 'text')
    .addColumn('onboarding', 'jsonb')
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  // The admin users list pages through users, newest first.
  await db.schema.createIndex('users_newest').on('users').expression(sql`created_at desc, id`).execute()

  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('plan_type', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('start_date', 'timestamptz', (c) => c.notNull())
    .addColumn('expiry_date', 'timestamptz')
    .addColumn('price_fen', 'integer', (c) => c.notNull())
    .addColumn('amount_fen', 'integer', (c) => c.notNull())
    .addColumn('ended_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('subscriptions_state', sql`state in ('ACTIVE', 'CANCELLED')`)
    .addCheckConstraint('subscriptions_amounts', sql`price_fen >= 0 and amount_fen between 0 and price_fen`)
    .execute()
  await db.schema.createIndex('subscriptions_user_id').on('subscriptions').column('user_id').execute()
}
