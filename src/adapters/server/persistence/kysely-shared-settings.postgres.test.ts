import { describe } from 'vitest'
import { sharedSettingsRepositoryContract } from '../../../../tests/contract/shared-settings-repository.contract.ts'
import { KyselySharedSettingsRepository } from './kysely-shared-settings.repository.ts'
import { openDatabase } from './open-database.ts'
import { freshPostgresSchema } from './testing/fresh-postgres-schema.ts'

const databaseUrl = process.env.DATABASE_URL

describe.skipIf(databaseUrl === undefined)('PostgreSQL', () => {
  sharedSettingsRepositoryContract('Kysely on PostgreSQL', async () => {
    const schema = await freshPostgresSchema(databaseUrl ?? '')
    const database = await openDatabase({ databaseUrl: schema.databaseUrl })
    return {
      repo: new KyselySharedSettingsRepository(database.db),
      close: async () => {
        await database.close()
        await schema.drop()
      },
    }
  })
})
