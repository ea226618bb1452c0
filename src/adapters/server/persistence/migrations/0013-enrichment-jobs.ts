import { type Kysely, sql } from 'kysely'

// A shipped migration is never edited: a change of schema is a new, numbered migration.

export const up = async (db: Kysely<unknown>): Promise<void> => {
  // A bulk enrichment job (docs/bulk-enrichment.md): one uploaded file, its mapping, where it is.
  await db.schema
    .createTable('enrichment_jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('notify_email', 'text')
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c.notNull().check(sql`state in ('draft', 'running', 'paused', 'cancelled', 'finished')`),
    )
    .addColumn('columns', 'jsonb', (c) => c.notNull())
    .addColumn('mapping', 'jsonb', (c) => c.notNull())
    .addColumn('total_rows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('done_rows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('found_rows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('not_found_rows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('invalid_rows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('charged', 'integer', (c) => c.notNull().defaultTo(0))
    // The pace of the current run, for the ETA: when it started and how many rows were done then.
    .addColumn('run_started_at', 'timestamptz')
    .addColumn('run_started_done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('finished_at', 'timestamptz')
    .addColumn('notified', 'boolean', (c) => c.notNull().defaultTo(false))
    // Which process works it, until when: a holder that dies (kill -9) lets go when its lease runs out.
    .addColumn('lease_owner', 'text')
    .addColumn('lease_until', 'timestamptz')
    .execute()
  await db.schema
    .createIndex('enrichment_jobs_user_created')
    .on('enrichment_jobs')
    .columns(['user_id', 'created_at'])
    .execute()
  await db.schema.createIndex('enrichment_jobs_state').on('enrichment_jobs').columns(['state']).execute()
  await db.schema
    .createIndex('enrichment_jobs_expires')
    .on('enrichment_jobs')
    .columns(['expires_at'])
    .execute()

  // Its rows, as read from the file, and each one's answer once worked.
  await db.schema
    .createTable('enrichment_rows')
    .addColumn('job_id', 'text', (c) => c.notNull().references('enrichment_jobs.id').onDelete('cascade'))
    .addColumn('row_no', 'integer', (c) => c.notNull())
    .addColumn('cells', 'jsonb', (c) => c.notNull())
    .addColumn('row_key', 'text')
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending', 'found', 'not_found', 'invalid')`),
    )
    .addColumn('reason', 'text')
    .addColumn('result', 'jsonb')
    .addColumn('charged', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('enrichment_rows_pkey', ['job_id', 'row_no'])
    .execute()
  // The next rows to work, and the earlier answer to a question a later row asks again.
  await sql`create index enrichment_rows_pending on enrichment_rows (job_id, row_no) where status = 'pending'`.execute(
    db,
  )
  await db.schema
    .createIndex('enrichment_rows_key')
    .on('enrichment_rows')
    .columns(['job_id', 'row_key', 'row_no'])
    .where(sql.ref('row_key'), 'is not', null)
    .execute()
}
