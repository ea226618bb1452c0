import { describe } from 'vitest'
import { webhookRepositoryContract } from '../../../../tests/contract/webhook-repository.contract.ts'
import { KyselyWebhookRepository } from './kysely-webhook.repository.ts'
import { openDatabase } from './open-database.ts'
import { addUserRow } from './testing/add-user-row.ts'
import { freshPostgresSchema } from './testing/fresh-postgres-schema.ts'

const databaseUrl = process.env.DATABASE_URL

describe.skipIf(databaseUrl === undefined)('PostgreSQL', () => {
  webhookRepositoryContract('Kysely on PostgreSQL', async () => {
    const schema = await freshPostgresSchema(databaseUrl ?? '')
    const database = await openDatabase({ databaseUrl: schema.databaseUrl })
    return {
      repo: new KyselyWebhookRepository(database.db),
      addUser: (profile) => addUserRow(database.db, profile),
      close: async () => {
        await database.close()
        await schema.drop()
      },
    }
  })
})
