import { describe } from 'vitest'
import { idempotencyStoreContract } from '../../../../tests/contract/idempotency-store.contract.ts'
import { KyselyIdempotencyStore } from './kysely-idempotency.store.ts'
import { openDatabase } from './open-database.ts'
import { freshPostgresSchema } from './testing/fresh-postgres-schema.ts'

const databaseUrl = process.env.DATABASE_URL

describe.skipIf(databaseUrl === undefined)('PostgreSQL', () => {
  idempotencyStoreContract('Kysely on PostgreSQL', async () => {
    const schema = await freshPostgresSchema(databaseUrl ?? '')
    const database = await openDatabase({ databaseUrl: schema.databaseUrl })
    return {
      store: new KyselyIdempotencyStore(database.db),
      close: async () => {
        await database.close()
        await schema.drop()
      },
    }
  })
})
