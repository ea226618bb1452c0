import { type Kysely, sql } from 'kysely'

// A shipped migration is never edited: a change of schema is a new, numbered migration.

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('identity_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('is_admin', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute()
  // Usernames are ASCII (the domain's rule), so lower() is exact case-insensitivity; this index is the
  // only uniqueness check, right under concurrency and across processes.
  await db.schema
    .createIndex('identity_accounts_username')
    .on('identity_accounts')
    .unique()
    .expression(sql`lower(username)`)
    .execute()

  await db.schema
    .createTable('oidc_payloads')
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('grant_id', 'text')
    .addColumn('user_code', 'text')
    .addColumn('uid', 'text')
    .addColumn('expires_at', 'timestamptz')
    .addColumn('consumed_at', 'timestamptz')
    .addPrimaryKeyConstraint('oidc_payloads_pk', ['model', 'id'])
    .execute()
  // Revoking a grant finds its tokens; sessions are found by uid, device codes by user code.
  await db.schema
    .createIndex('oidc_payloads_grant')
    .on('oidc_payloads')
    .columns(['model', 'grant_id'])
    .execute()
  await db.schema.createIndex('oidc_payloads_uid').on('oidc_payloads').columns(['model', 'uid']).execute()
  await db.schema
    .createIndex('oidc_payloads_user_code')
    .on('oidc_payloads')
    .columns(['model', 'user_code'])
    .execute()
  await db.schema.createIndex('oidc_payloads_expires').on('oidc_payloads').column('expires_at').execute()

  await db.schema
    .createTable('identity_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
}
