import { describe } from 'vitest'
import { openDatabase } from '../persistence/open-database.ts'
import { freshPostgresSchema } from '../persistence/testing/fresh-postgres-schema.ts'
import { identityStorageSuite } from './testing/identity-storage.suite.ts'

// Needs a PostgreSQL server, which a developer machine may not run: skipped unless DATABASE_URL names
// one (CI sets it). Each run works in a schema of its own and drops it afterwards.
const databaseUrl = process.env.DATABASE_URL

describe.skipIf(databaseUrl === undefined)('PostgreSQL', () => {
  identityStorageSuite('Kysely on PostgreSQL', async () => {
    const schema = await freshPostgresSchema(databaseUrl ?? '')
    // Several connections, so racing first loads of the keys really race.
    const database = await openDatabase({ databaseUrl: schema.databaseUrl, poolSize: 4 })
    const close = async () => {
      await database.close()
      await schema.drop()
    }
    return { db: database.db, close }
  })
})
