import { describe, expect, it } from 'vitest'
import { KyselyContactSource } from '../contact-source/kysely-contact-source.ts'
import { openDatabase } from '../persistence/open-database.ts'
import { freshPostgresSchema } from '../persistence/testing/fresh-postgres-schema.ts'
import { loadDemoDataIfEmpty } from './load-demo-data.ts'

// Needs a PostgreSQL server: skipped unless DATABASE_URL names one. A schema of its own, dropped after.
const databaseUrl = process.env.DATABASE_URL

describe.skipIf(databaseUrl === undefined)('loadDemoDataIfEmpty on PostgreSQL', () => {
  it('three processes starting at once: one loads, the others wait and find the data there', async () => {
    const schema = await freshPostgresSchema(databaseUrl ?? '')
    const processes = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ databaseUrl: schema.databaseUrl })),
    )
    try {
      const options = { seed: 'race', companies: 60, asOf: new Date('2026-03-01T00:00:00Z') }
      const results = await Promise.all(processes.map((p) => loadDemoDataIfEmpty(p.db, options)))
      const loaders = results.filter((r) => r.loaded)
      expect(loaders).toHaveLength(1)
      const [first] = processes
      if (first === undefined) throw new Error('no database opened')
      expect(await new KyselyContactSource(first.db).counts()).toEqual({
        companies: 60,
        contacts: loaders[0]?.people,
      })
    } finally {
      await Promise.all(processes.map((p) => p.close()))
      await schema.drop()
    }
  }, 60_000)
})
