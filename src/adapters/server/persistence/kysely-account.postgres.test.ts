import { describe } from 'vitest'
import { accountRepositoryContract } from '../../../../tests/contract/account-repository.contract.ts'
import { KyselyAccountRepository } from './kysely-account.repository.ts'
import { openDatabase } from './open-database.ts'
import { freshPostgresSchema } from './testing/fresh-postgres-schema.ts'

// Needs a PostgreSQL server, which a developer machine may not run: skipped unless DATABASE_URL names
// one (CI sets it). Each run works in a schema of its own and drops it afterwards.
const databaseUrl = process.env.DATABASE_URL

describe.skipIf(databaseUrl === undefined)('PostgreSQL', () => {
  accountRepositoryContract('Kysely on PostgreSQL', async () => {
    const schema = await freshPostgresSchema(databaseUrl ?? '')
    // Several connections, so racing creates of one name really race on the unique index.
    const database = await openDatabase({ databaseUrl: schema.databaseUrl, poolSize: 8 })
    const close = async () => {
      await database.close()
      await schema.drop()
    }
    return { repo: new KyselyAccountRepository(database.db), close }
  })
})
