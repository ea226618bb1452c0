import { type Kysely, sql } from 'kysely'
import type { Database } from '../../../src/adapters/server/persistence/database-schema.ts'
import { KyselyContactsWorkspace } from '../../../src/adapters/server/persistence/kysely-contacts-workspace.repository.ts'
import { openDatabase } from '../../../src/adapters/server/persistence/open-database.ts'
import { freshPostgresSchema } from '../../../src/adapters/server/persistence/testing/fresh-postgres-schema.ts'
import type { ContactsWorkspace } from '../../../src/application/server/ports/contacts-workspace.port.ts'
import type { ContactQuery } from '../../../src/domain/contacts-workspace/contact-query.ts'
import type { ProfileId } from '../../../src/domain/profiles/profile-id.ts'
import { instant } from '../../../src/domain/shared/instant.ts'
import { percentile } from '../measure.ts'

// Issue 20 §3: the Contacts page's query at 100,000 contacts for one user, on PGlite and PostgreSQL.
// The people, their companies and emails are written as the source writes them; the reveals in
// batches, as a bulk job would, so the triggers fill contact_rows as in production.

const USER = 'bench-contacts-user'
const BATCH = 10_000

export type QueryFigure = {
  readonly name: string
  readonly p50Ms: number
  readonly p99Ms: number
  readonly runs: number
}
export type ContactsFigures = {
  readonly database: 'pglite' | 'postgres'
  readonly contacts: number
  readonly loadSeconds: number
  readonly queries: readonly QueryFigure[]
  /** The worst p99 of the page's queries. */
  readonly worstP99Ms: number
}

/** 100,000 (or `contacts`) people revealed by one user, as the source and reveals write them. */
export const contactsBenchmarkSeed = async (db: Kysely<Database>, contacts: number) => {
  const companies = Math.max(1, Math.round(contacts / 50))
  await sql`insert into companies (id, name, domain)
    select 'bc-' || i, 'Bench Company ' || i, 'bench-' || i || '.example' from generate_series(1, ${companies}) i`.execute(
    db,
  )
  for (let from = 1; from <= contacts; from += BATCH) {
    const to = Math.min(contacts, from + BATCH - 1)
    await sql`insert into people (profile_id, company_id, name, title)
      select 'bench-p-' || i, 'bc-' || (i % ${companies} + 1),
        (array['Ada','Grace','Li','Wei','Anna','Omar','Sara','Jon'])[i % 8 + 1] || ' ' ||
        (array['Lovelace','Hopper','Wang','Smith','Ali','Kim','Chen','Diaz','Novak'])[i % 9 + 1] || ' ' || i,
        'Engineer'
      from generate_series(${from}::int, ${to}::int) i`.execute(db)
    await sql`insert into emails (person_id, address, status, checked_at)
      select 'bench-p-' || i, 'p' || i || '@bench-' || (i % ${companies} + 1) || '.example',
        (array['valid','accept_all','unknown','invalid'])[i % 4 + 1], timestamptz '2026-01-01' + i * interval '1 minute'
      from generate_series(${from}::int, ${to}::int) i`.execute(db)
  }
  await sql`insert into users (id) values (${USER}) on conflict do nothing`.execute(db)
  for (let from = 1; from <= contacts; from += BATCH) {
    const to = Math.min(contacts, from + BATCH - 1)
    await sql`insert into revealed_contacts (user_id, profile_id, emails, phones, first_revealed_at, revealed_at)
      select ${USER}, 'bench-p-' || i, true, i % 3 = 0,
        timestamptz '2026-02-01' + i * interval '1 second', timestamptz '2026-02-01' + i * interval '1 second'
      from generate_series(${from}::int, ${to}::int) i`.execute(db)
  }
  await sql`analyze`.execute(db)
}

const time = async (
  runs: number,
  work: () => Promise<unknown>,
): Promise<{ p50Ms: number; p99Ms: number }> => {
  for (let i = 0; i < 3; i++) await work() // warm: plans cached, pages in memory
  const ms: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    await work()
    ms.push(performance.now() - start)
  }
  ms.sort((a, b) => a - b)
  const round = (n: number) => Math.round(n * 10) / 10
  return { p50Ms: round(percentile(ms, 50)), p99Ms: round(percentile(ms, 99)) }
}

const base: ContactQuery = { filter: {}, sort: 'revealed', direction: 'desc', limit: 50 }

/** The page's queries, each as the page asks it (the first page counts; later pages do not). */
const scenarios = async (ws: ContactsWorkspace, contacts: number, listId: string) => {
  // A cursor deep in the pages: where page ~1,800 of 50 starts.
  let deep = await ws.page(USER, { ...base, limit: 1000 }, false)
  for (let i = 1; i < Math.floor((contacts * 0.9) / 1000) && deep.next; i++)
    deep = await ws.page(USER, { ...base, limit: 1000, after: deep.next }, false)
  const deepCursor = deep.next
  return [
    ['first page, newest first, with the count', () => ws.page(USER, base, true)],
    [
      'a page 90% deep (keyset)',
      () => ws.page(USER, { ...base, ...(deepCursor ? { after: deepCursor } : {}) }, false),
    ],
    [
      'sorted by name, with the count',
      () => ws.page(USER, { ...base, sort: 'name', direction: 'asc' }, true),
    ],
    ['sorted by company, Z to A', () => ws.page(USER, { ...base, sort: 'company', direction: 'desc' }, true)],
    [
      'search "smith 42" (name), with the count',
      () => ws.page(USER, { ...base, filter: { search: 'smith 42' } }, true),
    ],
    [
      'search an email "p4242@", with the count',
      () => ws.page(USER, { ...base, filter: { search: 'p4242@' } }, true),
    ],
    ['verdict = valid, with the count', () => ws.page(USER, { ...base, filter: { verdict: 'valid' } }, true)],
    [
      'one company, with the count',
      () => ws.page(USER, { ...base, filter: { company: 'Bench Company 17' } }, true),
    ],
    [
      'revealed in one day, with the count',
      () =>
        ws.page(USER, { ...base, filter: { revealedFrom: '2026-02-01', revealedTo: '2026-02-01' } }, true),
    ],
    ['a list of 1,000, with the count', () => ws.page(USER, { ...base, filter: { listId } }, true)],
  ] as const
}

export const contactsBenchmark = async (options: {
  readonly database: 'pglite' | 'postgres'
  readonly quick?: boolean
}): Promise<ContactsFigures> => {
  const contacts = options.quick ? 10_000 : 100_000
  const runs = options.quick ? 20 : 200
  const url = process.env.DATABASE_URL
  if (options.database === 'postgres' && url === undefined) throw new Error('DATABASE_URL is not set')
  const schema = options.database === 'postgres' ? await freshPostgresSchema(url ?? '') : undefined
  const database = await openDatabase(
    schema === undefined ? { dataDir: 'memory' } : { databaseUrl: schema.databaseUrl, poolSize: 2 },
  )
  try {
    const started = performance.now()
    await contactsBenchmarkSeed(database.db, contacts)
    const loadSeconds = Math.round((performance.now() - started) / 100) / 10
    const ws = new KyselyContactsWorkspace(database.db)
    await ws.createList(USER, { id: 'bench-list', name: 'Bench list', at: instant(Date.UTC(2026, 2, 1)) })
    const members = Array.from(
      { length: 1000 },
      (_, i) => `bench-p-${i * Math.floor(contacts / 1000) + 1}` as ProfileId,
    )
    await ws.addToList(USER, 'bench-list', members, instant(Date.UTC(2026, 2, 1)))
    await sql`analyze`.execute(database.db)
    const queries: QueryFigure[] = []
    for (const [name, work] of await scenarios(ws, contacts, 'bench-list'))
      queries.push({ name, ...(await time(runs, work)), runs })
    return {
      database: options.database,
      contacts,
      loadSeconds,
      queries,
      worstP99Ms: Math.max(...queries.map((q) => q.p99Ms)),
    }
  } finally {
    await database.close()
    await schema?.drop()
  }
}
