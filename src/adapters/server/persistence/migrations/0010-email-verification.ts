import { type Kysely, sql } from 'kysely'

// A shipped migration is never edited: a change of schema is a new, numbered migration.

export const up = async (db: Kysely<unknown>): Promise<void> => {
  // What the verifier says beside the verdict (its reason and the mail server that answered), where an
  // address came from (loaded from a source, or found by the finder), and its domain, kept by the
  // database, for learning a domain's pattern from the addresses held there.
  await sql`alter table emails
    add column reason text,
    add column mx_host text,
    add column source text not null default 'loaded' constraint emails_source check (source in ('loaded', 'found')),
    add column domain text generated always as (lower(split_part(address, '@', 2))) stored`.execute(db)
  // Re-verification reads the oldest verdicts first.
  await db.schema.createIndex('emails_checked').on('emails').columns(['checked_at', 'address']).execute()
  await db.schema.createIndex('emails_domain').on('emails').column('domain').execute()
  await db.schema.createIndex('emails_address').on('emails').column('address').execute()
}
