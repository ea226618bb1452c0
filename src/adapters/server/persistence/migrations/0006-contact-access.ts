import { type Kysely, sql } from 'kysely'

// A shipped migration is never edited: a change of schema is a new, numbered migration.

export const up = async (db: Kysely<unknown>): Promise<void> => {
  // What each user has paid to see of each person: never charged twice for it.
  await db.schema
    .createTable('revealed_contacts')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('profile_id', 'text', (c) => c.notNull())
    .addColumn('emails', 'boolean', (c) => c.notNull())
    .addColumn('phones', 'boolean', (c) => c.notNull())
    .addColumn('first_revealed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revealed_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('revealed_contacts_pk', ['user_id', 'profile_id'])
    .execute()

  // Members pages each user paid for, so re-viewing one within its period is free.
  await db.schema
    .createTable('paid_member_pages')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('company_id', 'text', (c) => c.notNull())
    .addColumn('page', 'integer', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('paid_member_pages_pk', ['user_id', 'company_id', 'page'])
    .execute()

  await db.schema
    .createTable('search_log')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('api_name', 'text', (c) => c.notNull())
    .addColumn('request_params', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute()
  // Read per user and (by admins) for everyone, newest first.
  await db.schema
    .createIndex('search_log_user_newest')
    .on('search_log')
    .expression(sql`user_id, created_at desc, id desc`)
    .execute()
  await db.schema
    .createIndex('search_log_newest')
    .on('search_log')
    .expression(sql`created_at desc, id desc`)
    .execute()
}
