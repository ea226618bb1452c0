import { describe } from 'vitest'
import { emailRecordsContract } from '../../../../tests/contract/email-records.contract.ts'
import { kyselyEmailRecordsHarness } from '../../../../tests/contract/kysely/kysely-email-records-harness.ts'
import { openDatabase } from './open-database.ts'
import { freshPostgresSchema } from './testing/fresh-postgres-schema.ts'

// Skipped unless DATABASE_URL names a PostgreSQL server (CI sets it); a schema of its own, dropped after.
const databaseUrl = process.env.DATABASE_URL

describe.skipIf(databaseUrl === undefined)('PostgreSQL', () => {
  emailRecordsContract('Kysely on PostgreSQL', async () => {
    const schema = await freshPostgresSchema(databaseUrl ?? '')
    const database = await openDatabase({ databaseUrl: schema.databaseUrl })
    return kyselyEmailRecordsHarness(database, async () => {
      await database.close()
      await schema.drop()
    })
  })
})
