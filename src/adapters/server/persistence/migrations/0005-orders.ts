import { type Kysely, sql } from 'kysely'

// A shipped migration is never edited: a change of schema is a new, numbered migration.

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('orders')
    // A random UUID: the sandbox checkout page is reached by it without a token, so it must be unguessable.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('plan_type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('original_fen', 'integer', (c) => c.notNull())
    .addColumn('discount_fen', 'integer', (c) => c.notNull())
    .addColumn('final_fen', 'integer', (c) => c.notNull())
    .addColumn('invitation_id', 'text', (c) => c.references('invitations.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('closed_at', 'timestamptz')
    .addColumn('provider_ref', 'text')
    // One subscription per paid order, never two, whatever the code above does.
    .addColumn('subscription_id', 'text', (c) => c.unique().references('subscriptions.id'))
    .addCheckConstraint('orders_status', sql`status in ('PENDING', 'PAID', 'CANCELLED')`)
    .addCheckConstraint(
      'orders_amounts',
      sql`original_fen = discount_fen + final_fen and discount_fen >= 0 and final_fen >= 0`,
    )
    .addCheckConstraint(
      'orders_settled',
      sql`(status = 'PENDING') = (closed_at is null) and (status = 'PAID') = (subscription_id is not null)`,
    )
    .execute()
  await db.schema
    .createIndex('orders_user_newest')
    .on('orders')
    .expression(sql`user_id, created_at desc`)
    .execute()
}
