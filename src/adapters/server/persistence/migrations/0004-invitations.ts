import { type Kysely, sql } from 'kysely'

// A shipped migration is never edited: a change of schema is a new, numbered migration.

export const up = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('distributors')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('remark', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()

  await db.schema
    .createTable('invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('distributor_id', 'text', (c) => c.notNull().references('distributors.id'))
    // Stored normalised (trimmed, upper case), so equality is the product's case-insensitive match.
    .addColumn('invite_code', 'text', (c) => c.notNull())
    .addColumn('discount_fen', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('ACTIVE'))
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    // Deleting keeps the row, so usage history (and the orders it explains) stays whole.
    .addColumn('deleted_at', 'timestamptz')
    .addCheckConstraint('invitations_status', sql`status in ('ACTIVE', 'INACTIVE')`)
    .addCheckConstraint('invitations_discount_positive', sql`discount_fen > 0`)
    .addCheckConstraint('invitations_code_normalised', sql`invite_code = upper(btrim(invite_code))`)
    .execute()
  // One live invitation per code; a deleted code may be given out again.
  await db.schema
    .createIndex('invitations_live_code')
    .on('invitations')
    .column('invite_code')
    .unique()
    .where(sql.ref('deleted_at'), 'is', null)
    .execute()

  await db.schema
    .createTable('invitation_usages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('invitation_id', 'text', (c) => c.notNull().references('invitations.id'))
    // One usage per paid order, however often its payment notification arrives.
    .addColumn('order_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('user_email', 'text')
    .addColumn('original_fen', 'integer', (c) => c.notNull())
    .addColumn('discount_fen', 'integer', (c) => c.notNull())
    .addColumn('final_fen', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint(
      'invitation_usages_sum',
      sql`original_fen = discount_fen + final_fen and final_fen >= 0`,
    )
    .execute()
  await db.schema
    .createIndex('invitation_usages_by_invitation')
    .on('invitation_usages')
    .expression(sql`invitation_id, created_at desc`)
    .execute()
}
