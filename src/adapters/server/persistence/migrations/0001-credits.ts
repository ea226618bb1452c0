import { type Kysely, sql } from 'kysely'

// A shipped migration is never edited: a change of schema is a new, numbered migration.

const KINDS = sql`kind in ('lead', 'email', 'phone', 'search', 'free')`

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()

  await db.schema
    .createTable('credit_buckets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('granted', 'integer', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('subscription_id', 'text', (c) => c.notNull())
    .addCheckConstraint('credit_buckets_kind', KINDS)
    // The last line of defence for "never below zero": whatever the code does, the row cannot overdraw.
    .addCheckConstraint('credit_buckets_used_within_granted', sql`used between 0 and granted`)
    .execute()
  await db.schema.createIndex('credit_buckets_user_id').on('credit_buckets').column('user_id').execute()
  // A replaced plan ends the credits of its subscription.
  await db.schema
    .createIndex('credit_buckets_subscription_id')
    .on('credit_buckets')
    .column('subscription_id')
    .execute()

  await db.schema
    .createTable('credit_ledger')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('bucket_id', 'text', (c) => c.notNull().references('credit_buckets.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('reference', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('credit_ledger_kind', KINDS)
    .addCheckConstraint('credit_ledger_quantity_positive', sql`quantity > 0`)
    .execute()
  // The log is read per user, newest first.
  await db.schema
    .createIndex('credit_ledger_user_newest')
    .on('credit_ledger')
    .expression(sql`user_id, created_at desc, id desc`)
    .execute()
  await db.schema.createIndex('credit_ledger_bucket_id').on('credit_ledger').column('bucket_id').execute()
}
