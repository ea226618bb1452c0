import { type Kysely, sql } from 'kysely'
import type { Database } from '../persistence/database-schema.ts'
import type { CompanyInput, ContactBatch, PersonInput, WriteSummary } from './contact-batch.ts'
import { lastByKey, mergeByKey } from './contact-batch.ts'
import { normaliseDomain } from './contact-keys.ts'
import {
  COMPANY_COLUMNS,
  type Company,
  EMAIL_COLUMNS,
  PERSON_COLUMNS,
  type Person,
  PHONE_COLUMNS,
} from './contact-write-columns.ts'
import { columnList, unnestRows } from './unnest-rows.ts'

const byKey =
  <T>(key: (item: T) => string) =>
  (a: T, b: T) =>
    key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0

const keyedCompany = (company: CompanyInput): Company => {
  const domain = normaliseDomain(company.domain)
  if (domain === undefined) throw new Error(`not a company domain: ${company.domain}`)
  return { ...company, domain, id: company.id ?? domain }
}

// A re-import updates what it knows and keeps what it does not (a null never erases a stored value).
const upsertCompanies = async (db: Kysely<Database>, companies: readonly Company[]) => {
  if (companies.length === 0) return new Map<string, string>()
  const { rows } = await sql<{ id: string; domain: string }>`
    insert into companies (${columnList(COMPANY_COLUMNS)}) ${unnestRows(companies, COMPANY_COLUMNS)}
    on conflict (domain) do update set name = excluded.name,
      website = coalesce(excluded.website, companies.website),
      country = coalesce(excluded.country, companies.country),
      logo_url = coalesce(excluded.logo_url, companies.logo_url),
      url = coalesce(excluded.url, companies.url),
      region = coalesce(excluded.region, companies.region),
      industry = coalesce(excluded.industry, companies.industry),
      employee_count = coalesce(excluded.employee_count, companies.employee_count)
    returning id, domain`.execute(db)
  return new Map(rows.map((r) => [r.domain, r.id]))
}

const companyIds = async (
  db: Kysely<Database>,
  people: readonly PersonInput[],
  written: Map<string, string>,
) => {
  const wanted = people.flatMap((p) =>
    p.companyDomain === null ? [] : [normaliseDomain(p.companyDomain) ?? p.companyDomain],
  )
  const missing = [...new Set(wanted.filter((d) => !written.has(d)))]
  if (missing.length > 0) {
    const stored = await db
      .selectFrom('companies')
      .select(['id', 'domain'])
      .where('domain', '=', sql<string>`any(${missing}::text[])`)
      .execute()
    for (const row of stored) written.set(row.domain, row.id)
  }
  return (domain: string | null): string | null => {
    if (domain === null) return null
    const id = written.get(normaliseDomain(domain) ?? domain)
    if (id === undefined) throw new Error(`person names an unknown company domain: ${domain}`)
    return id
  }
}

/** Upserts people; answers the ids of those that existed before, whose contacts must be replaced. */
const upsertPeople = async (db: Kysely<Database>, people: readonly Person[]): Promise<string[]> => {
  if (people.length === 0) return []
  // xmax = 0 only on a row this statement inserted: the cheap way to tell an update from an insert.
  const { rows } = await sql<{ profile_id: string; inserted: boolean }>`
    insert into people (${columnList(PERSON_COLUMNS)}) ${unnestRows(people, PERSON_COLUMNS)}
    on conflict (profile_id) do update set name = excluded.name,
      company_id = coalesce(excluded.company_id, people.company_id),
      title = coalesce(excluded.title, people.title),
      is_decision_maker = excluded.is_decision_maker,
      seniority = coalesce(excluded.seniority, people.seniority)
    returning profile_id, (xmax = 0) as inserted`.execute(db)
  return rows.filter((r) => !r.inserted).map((r) => r.profile_id)
}

const insertContacts = async (db: Kysely<Database>, people: readonly Person[]) => {
  const emails = people.flatMap((p) =>
    lastByKey(p.emails, (e) => e.address).map((e) => ({ ...e, personId: p.profileId })),
  )
  const phones = people.flatMap((p) =>
    lastByKey(p.phones, (ph) => ph.e164).map((ph) => ({ ...ph, personId: p.profileId })),
  )
  if (emails.length > 0)
    await sql`insert into emails (${columnList(EMAIL_COLUMNS)}) ${unnestRows(emails, EMAIL_COLUMNS)}`.execute(
      db,
    )
  if (phones.length > 0)
    await sql`insert into phones (${columnList(PHONE_COLUMNS)}) ${unnestRows(phones, PHONE_COLUMNS)}`.execute(
      db,
    )
}

const writeInTransaction = async (db: Kysely<Database>, batch: ContactBatch): Promise<WriteSummary> => {
  // Key order is lock order: two imports upserting overlapping rows then wait for each other, never deadlock.
  const companies = mergeByKey(batch.companies.map(keyedCompany), (c) => c.domain).sort(
    byKey((c) => c.domain),
  )
  const written = await upsertCompanies(db, companies)
  const companyIdOf = await companyIds(db, batch.people, written)
  const people = mergeByKey(batch.people, (p) => p.profileId)
    .sort(byKey((p) => p.profileId))
    .map((p) => ({ ...p, companyId: companyIdOf(p.companyDomain) }))
  const replaced = await upsertPeople(db, people)
  if (replaced.length > 0) {
    const theirs = sql<string>`any(${replaced}::text[])`
    await db.deleteFrom('emails').where('person_id', '=', theirs).execute()
    await db.deleteFrom('phones').where('person_id', '=', theirs).execute()
  }
  await insertContacts(db, people)
  return { companies: companies.length, people: people.length }
}

/**
 * Writes one batch all or nothing: in the caller's transaction when given one (the demo loader keeps
 * a whole load in one), else in a transaction of its own (the importer commits batch by batch).
 * Used by the demo loader and the importer alike.
 */
export const writeContactBatch = (db: Kysely<Database>, batch: ContactBatch): Promise<WriteSummary> =>
  db.isTransaction
    ? writeInTransaction(db, batch)
    : db.transaction().execute((trx) => writeInTransaction(trx, batch))

/** The same, bound to a database: for callers that hold a writer rather than a connection. */
export class KyselyContactWriter {
  constructor(private readonly db: Kysely<Database>) {}

  write(batch: ContactBatch): Promise<WriteSummary> {
    return writeContactBatch(this.db, batch)
  }
}
