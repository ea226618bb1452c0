import { type Kysely, sql } from 'kysely'

// A shipped migration is never edited: a change of schema is a new, numbered migration.

export const up = async (db: Kysely<unknown>): Promise<void> => {
  // Which provider took each order (a refund goes back to it), its checkout session, the notification
  // that settled it and how the buyer paid; then the refund. Orders placed before were the sandbox's.
  await db.schema
    .alterTable('orders')
    .addColumn('provider', 'text', (c) => c.notNull().defaultTo('sandbox'))
    .addColumn('provider_session_id', 'text')
    .addColumn('provider_event_id', 'text')
    .addColumn('payment_method', 'text')
    .addColumn('refunded_at', 'timestamptz')
    .addColumn('refund_ref', 'text')
    .execute()
  // Orders that cost nothing never met a provider: say so, so a refund of one calls none.
  await sql`update orders set provider = 'free' where provider_ref = 'free'`.execute(db)
  await db.schema.alterTable('orders').dropConstraint('orders_status').execute()
  await db.schema.alterTable('orders').dropConstraint('orders_settled').execute()
  await db.schema
    .alterTable('orders')
    .addCheckConstraint('orders_status', sql`status in ('PENDING', 'PAID', 'CANCELLED', 'REFUNDED')`)
    .execute()
  await db.schema
    .alterTable('orders')
    .addCheckConstraint('orders_provider', sql`provider in ('sandbox', 'stripe', 'free')`)
    .execute()
  // A refunded order keeps the subscription it had opened; it is refunded exactly when it says when.
  await db.schema
    .alterTable('orders')
    .addCheckConstraint(
      'orders_settled',
      sql`(status = 'PENDING') = (closed_at is null)
        and (status in ('PAID', 'REFUNDED')) = (subscription_id is not null)
        and (status = 'REFUNDED') = (refunded_at is not null)`,
    )
    .execute()
  // One order per checkout session, so a session's notification names exactly one order.
  await db.schema
    .createIndex('orders_provider_session')
    .on('orders')
    .columns(['provider', 'provider_session_id'])
    .unique()
    .where(sql.ref('provider_session_id'), 'is not', null)
    .execute()
  await db.schema
    .createIndex('orders_status_newest')
    .on('orders')
    .expression(sql`status, created_at desc`)
    .execute()
  await db.schema.createIndex('orders_newest').on('orders').expression(sql`created_at desc, id`).execute()
}
