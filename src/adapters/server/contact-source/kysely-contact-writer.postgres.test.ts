import { describe } from 'vitest'
import { openDatabase } from '../persistence/open-database.ts'
import { freshPostgresSchema } from '../persistence/testing/fresh-postgres-schema.ts'
import { contactWriterSuite } from './testing/contact-writer.suite.ts'

// Needs a PostgreSQL server: skipped unless DATABASE_URL names one. A schema of its own, dropped after.
const databaseUrl = process.env.DATABASE_URL

describe.skipIf(databaseUrl === undefined)('PostgreSQL', () => {
  contactWriterSuite('PostgreSQL', async () => {
    const schema = await freshPostgresSchema(databaseUrl ?? '')
    const database = await openDatabase({ databaseUrl: schema.databaseUrl })
    return {
      ...database,
      close: async () => {
        await database.close()
        await schema.drop()
      },
    }
  })
})
