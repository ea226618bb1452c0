import type { Kysely } from 'kysely'

// A shipped migration is never edited: a change of schema is a new, numbered migration.

export const up = async (db: Kysely<unknown>): Promise<void> => {
  // The bulk job a charge was paid in, written in the charge's own transaction (issue 29 §17): a job's
  // "credits charged" is the sum of its lines, so a process killed between a chunk's reveals and its
  // answers cannot leave the job's figure short of what the ledger charged. Null: not paid in a job.
  await db.schema.alterTable('credit_ledger').addColumn('enrichment_job_id', 'text').execute()
  await db.schema
    .createIndex('credit_ledger_enrichment_job')
    .on('credit_ledger')
    .column('enrichment_job_id')
    .where('enrichment_job_id', 'is not', null)
    .execute()
}
