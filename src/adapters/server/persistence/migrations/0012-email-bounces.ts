import { type Kysely, sql } from 'kysely'

// A shipped migration is never edited: a change of schema is a new, numbered migration.

export const up = async (db: Kysely<unknown>): Promise<void> => {
  // A refund is a ledger line of its own that names the line it gives back; the unique index is the
  // last line of defence for "given back at most once", whatever the code does.
  await sql`alter table credit_ledger add column refund_of bigint references credit_ledger (id)`.execute(db)
  await sql`create unique index credit_ledger_refund_once on credit_ledger (refund_of)
    where refund_of is not null`.execute(db)
  // "Report a bounce": at most once per address per user.
  await db.schema
    .createTable('email_bounce_reports')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('reported_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('email_bounce_reports_pkey', ['user_id', 'address'])
    .execute()
}
