import { describe } from 'vitest'
import { apiKeyRepositoryContract } from '../../../../tests/contract/api-key-repository.contract.ts'
import { KyselyApiKeyRepository } from './kysely-api-key.repository.ts'
import { openDatabase } from './open-database.ts'
import { addUserRow } from './testing/add-user-row.ts'
import { freshPostgresSchema } from './testing/fresh-postgres-schema.ts'

const databaseUrl = process.env.DATABASE_URL

describe.skipIf(databaseUrl === undefined)('PostgreSQL', () => {
  apiKeyRepositoryContract('Kysely on PostgreSQL', async () => {
    const schema = await freshPostgresSchema(databaseUrl ?? '')
    const database = await openDatabase({ databaseUrl: schema.databaseUrl })
    return {
      repo: new KyselyApiKeyRepository(database.db),
      addUser: (profile) => addUserRow(database.db, profile),
      close: async () => {
        await database.close()
        await schema.drop()
      },
    }
  })
})
