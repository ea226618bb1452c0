import { describe } from 'vitest'
import { optOutReviewsContract } from '../../../../tests/contract/opt-out-reviews.contract.ts'
import { KyselyOptOutReviews } from './kysely-opt-out-reviews.repository.ts'
import { openDatabase } from './open-database.ts'
import { freshPostgresSchema } from './testing/fresh-postgres-schema.ts'

// Skipped unless DATABASE_URL names a PostgreSQL server (CI sets it); a schema of its own, dropped after.
const databaseUrl = process.env.DATABASE_URL

describe.skipIf(databaseUrl === undefined)('PostgreSQL', () => {
  optOutReviewsContract('Kysely on PostgreSQL', async () => {
    const schema = await freshPostgresSchema(databaseUrl ?? '')
    const database = await openDatabase({ databaseUrl: schema.databaseUrl })
    return {
      reviews: new KyselyOptOutReviews(database.db),
      close: async () => {
        await database.close()
        await schema.drop()
      },
    }
  })
})
