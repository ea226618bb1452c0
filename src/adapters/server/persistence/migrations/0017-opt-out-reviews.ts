import { type Kysely, sql } from 'kysely'

// A shipped migration is never edited: a change of schema is a new, numbered migration.

export const up = async (db: Kysely<unknown>): Promise<void> => {
  // Removal requests for people the data holds no address for: an admin decides. While pending they
  // name the profile and the requester; deciding clears both (the check says so).
  await db.schema
    .createTable('opt_out_reviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('profile_id', 'text')
    .addColumn('requester_email', 'text')
    .addColumn('relationship', 'text')
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull())
    .addColumn('decision', 'text')
    .addColumn('decided_at', 'timestamptz')
    .addCheckConstraint('opt_out_reviews_decision', sql`decision in ('approve', 'reject')`)
    .addCheckConstraint(
      'opt_out_reviews_forgotten_once_decided',
      sql`(decided_at is null and decision is null and profile_id is not null
          and requester_email is not null and relationship is not null)
        or (decided_at is not null and decision is not null and profile_id is null
          and requester_email is null and relationship is null)`,
    )
    .execute()
  await db.schema
    .createIndex('opt_out_reviews_pending')
    .on('opt_out_reviews')
    .columns(['requested_at', 'id'])
    .where(sql.ref('decided_at'), 'is', null)
    .execute()
}
