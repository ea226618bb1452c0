import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { KyselyContactSource } from '../contact-source/kysely-contact-source.ts'
import { type OpenDatabase, openDatabase } from '../persistence/open-database.ts'
import { generateDataset } from './generate-dataset.ts'
import { type DemoLoadProgress, loadDemoDataIfEmpty } from './load-demo-data.ts'

const options = { seed: 'load-test', companies: 450, asOf: new Date('2026-03-01T00:00:00Z') }

// One in-memory PGlite for the whole file (STACK.md); the tests run in order on it.
describe('loadDemoDataIfEmpty on PGlite', () => {
  let database: OpenDatabase | undefined
  const db = () => database?.db ?? expect.fail('no database')
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory' })
  }, 60_000)
  afterAll(() => database?.close())

  it('fills empty tables with the whole dataset, in batches, telling progress', async () => {
    const progress: DemoLoadProgress[] = []
    const result = await loadDemoDataIfEmpty(db(), { ...options, onProgress: (p) => progress.push(p) })
    const people = [...generateDataset(options)].reduce((n, { people }) => n + people.length, 0)
    expect(result).toMatchObject({ loaded: true, companies: 450, people })
    expect(progress.map((p) => p.companies)).toEqual([200, 400, 450])
    expect(progress.at(-1)).toEqual({ companies: 450, people, of: 450 })
    expect(await new KyselyContactSource(db()).counts()).toEqual({ companies: 450, contacts: people })
  }, 60_000)

  it('the loaded data is what the generator made: a company, its people and their contacts', async () => {
    const [first] = generateDataset({ ...options, companies: 1 })
    if (first === undefined) throw new Error('the generator made nothing')
    const source = new KyselyContactSource(db())
    expect(await source.searchCompanies({ domain: first.company.domain }, 10)).toEqual([
      {
        id: first.company.id,
        name: first.company.name,
        domain: first.company.domain,
        website: first.company.website,
        country: first.company.country,
        logoUrl: null,
        url: first.company.url,
      },
    ])
    const someone = first.people[0]
    if (someone === undefined) throw new Error('a company without people')
    const found = await source.person(someone.profileId)
    expect(found).toMatchObject({
      name: someone.fullName,
      title: someone.title,
      company: { id: first.company.id },
    })
    const shown = someone.emails.filter((e) => e.status !== 'invalid').map((e) => e.address)
    expect(found?.emails.map((e) => e.address).sort()).toEqual(shown.sort())
    expect(found?.phones.map((p) => p.e164).sort()).toEqual(someone.phones.map((p) => p.e164).sort())
  })

  it('leaves the planner knowing how many rows it loaded (PGlite runs no autovacuum)', async () => {
    const { rows } = await sql<{ relname: string; reltuples: number }>`select relname, reltuples
      from pg_class where relname in ('companies', 'people') and relkind = 'r' order by relname`.execute(db())
    const people = [...generateDataset(options)].reduce((n, { people }) => n + people.length, 0)
    expect(rows).toEqual([
      { relname: 'companies', reltuples: 450 },
      { relname: 'people', reltuples: people },
    ])
  })

  it('leaves tables that hold companies alone', async () => {
    const again = await loadDemoDataIfEmpty(db(), { ...options, seed: 'another-seed' })
    expect(again).toMatchObject({ loaded: false, companies: 0, people: 0 })
    expect((await new KyselyContactSource(db()).counts()).companies).toBe(450)
  })
})
