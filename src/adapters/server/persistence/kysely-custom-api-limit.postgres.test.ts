import { describe } from 'vitest'
import { customApiLimitRepositoryContract } from '../../../../tests/contract/custom-api-limit-repository.contract.ts'
import { KyselyCustomApiLimitRepository } from './kysely-custom-api-limit.repository.ts'
import { openDatabase } from './open-database.ts'
import { addUserRow } from './testing/add-user-row.ts'
import { freshPostgresSchema } from './testing/fresh-postgres-schema.ts'

const databaseUrl = process.env.DATABASE_URL

describe.skipIf(databaseUrl === undefined)('PostgreSQL', () => {
  customApiLimitRepositoryContract('Kysely on PostgreSQL', async () => {
    const schema = await freshPostgresSchema(databaseUrl ?? '')
    const database = await openDatabase({ databaseUrl: schema.databaseUrl })
    return {
      repo: new KyselyCustomApiLimitRepository(database.db),
      addUser: (profile) => addUserRow(database.db, profile),
      close: async () => {
        await database.close()
        await schema.drop()
      },
    }
  })
})
