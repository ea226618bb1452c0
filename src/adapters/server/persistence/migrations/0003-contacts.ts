import { type Kysely, sql } from 'kysely'

// A shipped migration is never edited: a change of schema is a new, numbered migration.

export const up = async (db: Kysely<unknown>): Promise<void> => {
  // Where pg_trgm lives (usually `public`), so the trigram index names its operator class wherever the
  // current schema is: tests and shared databases run with a search_path of one schema.
  const trgm = sql.id(await ensureTrigramExtension(db))

  await db.schema
    .createTable('companies')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    // Normalised by the writer (lower case, no leading "www."); the check keeps other writers honest.
    .addColumn('domain', 'text', (c) => c.notNull().unique())
    .addColumn('website', 'text')
    .addColumn('country', 'text')
    .addColumn('logo_url', 'text')
    .addColumn('url', 'text')
    .addColumn('region', 'text')
    .addColumn('industry', 'text')
    .addColumn('employee_count', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('companies_domain_normalised', sql`domain = lower(domain)`)
    .execute()
  // Autocomplete: prefix first (a range scan of this index), then trigram-similar names to fill up.
  await sql`create index companies_name_prefix on companies (lower(name) text_pattern_ops)`.execute(db)
  await sql`create index companies_name_trigram on companies using gin (lower(name) ${trgm}.gin_trgm_ops)`.execute(
    db,
  )

  await db.schema
    .createTable('people')
    .addColumn('profile_id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.references('companies.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('title', 'text')
    .addColumn('is_decision_maker', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('seniority', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  // A members page reads one group of one company in (name, profile_id) order straight off this index,
  // and counts the group from it. "C" ordering: the same order on every database and in the fake.
  await sql`create index people_members on people
    (company_id, is_decision_maker, name collate "C", profile_id collate "C")`.execute(db)

  await db.schema
    .createTable('emails')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('person_id', 'text', (c) => c.notNull().references('people.profile_id').onDelete('cascade'))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('checked_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('emails_status', sql`status in ('valid', 'accept_all', 'unknown', 'invalid')`)
    // Also the "emails of a person" index.
    .addUniqueConstraint('emails_person_address', ['person_id', 'address'])
    .execute()

  await db.schema
    .createTable('phones')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('person_id', 'text', (c) => c.notNull().references('people.profile_id').onDelete('cascade'))
    .addColumn('e164', 'text', (c) => c.notNull())
    .addColumn('type', 'text')
    .addColumn('whatsapp_valid', 'boolean', (c) => c.notNull().defaultTo(false))
    .addCheckConstraint('phones_type', sql`type is null or type in ('mobile', 'direct', 'office')`)
    .addCheckConstraint('phones_e164', sql`e164 ~ '^\\+[1-9][0-9]{6,14}$'`)
    .addUniqueConstraint('phones_person_e164', ['person_id', 'e164'])
    .execute()

  await createCounters(db)
}

/**
 * pg_trgm is per database, not per schema. Created in `public` when that exists, so dropping one
 * schema (a test run's) never drops it from under the others; if it is already there, wherever it
 * is, that schema is used. Both are run under the migrator's lock, so two processes never race here.
 */
const ensureTrigramExtension = async (db: Kysely<unknown>): Promise<string> => {
  const installed = await trigramSchema(db)
  if (installed !== undefined) return installed
  const { rows } = await sql<{ ok: boolean }>`select exists
    (select 1 from pg_namespace where nspname = 'public') as ok`.execute(db)
  if (rows[0]?.ok === true) await sql`create extension if not exists pg_trgm with schema public`.execute(db)
  else await sql`create extension if not exists pg_trgm`.execute(db)
  const created = await trigramSchema(db)
  if (created === undefined) throw new Error('pg_trgm could not be created')
  return created
}

const trigramSchema = async (db: Kysely<unknown>): Promise<string | undefined> => {
  const { rows } = await sql<{ schema: string }>`select n.nspname as schema from pg_extension e
    join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(db)
  return rows[0]?.schema
}

/**
 * Live counts for the home page without count(*) over millions of rows: statement-level triggers add
 * what each statement inserted or deleted (transition tables, so a batch of 50,000 rows is one update,
 * and an upsert that updates adds nothing). Every writer, also psql, keeps them exact.
 */
const createCounters = async (db: Kysely<unknown>): Promise<void> => {
  await db.schema
    .createTable('contact_counts')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'bigint', (c) => c.notNull())
    .addCheckConstraint('contact_counts_name', sql`name in ('companies', 'people')`)
    .execute()
  await sql`insert into contact_counts (name, value) values ('companies', 0), ('people', 0)`.execute(db)
  // `set search_path from current`: the trigger finds contact_counts in this schema whoever writes.
  await sql`create function contact_counts_add() returns trigger language plpgsql
    set search_path from current as $$
    begin
      if tg_op = 'INSERT' then
        update contact_counts set value = value + (select count(*) from changed) where name = tg_argv[0];
      elsif tg_op = 'DELETE' then
        update contact_counts set value = value - (select count(*) from changed) where name = tg_argv[0];
      else
        update contact_counts set value = 0 where name = tg_argv[0];
      end if;
      return null;
    end $$`.execute(db)
  for (const table of ['companies', 'people']) {
    const name = sql.id(table)
    const counter = sql.lit(table)
    await sql`create trigger ${sql.id(`${table}_count_insert`)} after insert on ${name}
      referencing new table as changed for each statement execute function contact_counts_add(${counter})`.execute(
      db,
    )
    await sql`create trigger ${sql.id(`${table}_count_delete`)} after delete on ${name}
      referencing old table as changed for each statement execute function contact_counts_add(${counter})`.execute(
      db,
    )
    await sql`create trigger ${sql.id(`${table}_count_truncate`)} after truncate on ${name}
      for each statement execute function contact_counts_add(${counter})`.execute(db)
  }
}
