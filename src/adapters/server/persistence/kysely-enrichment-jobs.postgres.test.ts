import { describe } from 'vitest'
import { enrichmentJobsContract } from '../../../../tests/contract/enrichment-jobs.contract.ts'
import { KyselyEnrichmentJobs } from './kysely-enrichment-jobs.repository.ts'
import { openDatabase } from './open-database.ts'
import { freshPostgresSchema } from './testing/fresh-postgres-schema.ts'

// Needs a PostgreSQL server: skipped unless DATABASE_URL names one (CI sets it).
const databaseUrl = process.env.DATABASE_URL

describe.skipIf(databaseUrl === undefined)('PostgreSQL', () => {
  enrichmentJobsContract('Kysely on PostgreSQL', async () => {
    const schema = await freshPostgresSchema(databaseUrl ?? '')
    const database = await openDatabase({ databaseUrl: schema.databaseUrl, poolSize: 4 })
    return {
      jobs: new KyselyEnrichmentJobs(database.db),
      close: async () => {
        await database.close()
        await schema.drop()
      },
    }
  })
})
