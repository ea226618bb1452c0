import { describe } from 'vitest'
import { searchLogContract } from '../../../../tests/contract/search-log.contract.ts'
import { KyselySearchLogRepository } from './kysely-search-log.repository.ts'
import { KyselyUserRepository } from './kysely-user.repository.ts'
import { openDatabase } from './open-database.ts'
import { freshPostgresSchema } from './testing/fresh-postgres-schema.ts'

// Needs a PostgreSQL server, which a developer machine may not run: skipped unless DATABASE_URL names
// one (CI sets it). Each run works in a schema of its own and drops it afterwards.
const databaseUrl = process.env.DATABASE_URL

describe.skipIf(databaseUrl === undefined)('PostgreSQL', () => {
  searchLogContract('Kysely on PostgreSQL', async () => {
    const schema = await freshPostgresSchema(databaseUrl ?? '')
    const database = await openDatabase({ databaseUrl: schema.databaseUrl })
    const close = async () => {
      await database.close()
      await schema.drop()
    }
    return {
      repo: new KyselySearchLogRepository(database.db),
      users: new KyselyUserRepository(database.db),
      close,
    }
  })
})
