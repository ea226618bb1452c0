import { describe } from 'vitest'
import { suppressionListContract } from '../../../../tests/contract/suppression-list.contract.ts'
import { KyselySuppressionList } from './kysely-suppression-list.repository.ts'
import { openDatabase } from './open-database.ts'
import { freshPostgresSchema } from './testing/fresh-postgres-schema.ts'

// Needs a PostgreSQL server, which a developer machine may not run: skipped unless DATABASE_URL names
// one (CI sets it). Each run works in a schema of its own and drops it afterwards.
const databaseUrl = process.env.DATABASE_URL

describe.skipIf(databaseUrl === undefined)('PostgreSQL', () => {
  suppressionListContract('Kysely on PostgreSQL', async () => {
    const schema = await freshPostgresSchema(databaseUrl ?? '')
    const database = await openDatabase({ databaseUrl: schema.databaseUrl })
    return {
      listWith: (check) => new KyselySuppressionList(database.db, check),
      close: async () => {
        await database.close()
        await schema.drop()
      },
    }
  })
})
