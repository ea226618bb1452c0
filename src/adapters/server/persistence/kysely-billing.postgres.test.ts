import { describe } from 'vitest'
import { billingContract } from '../../../../tests/contract/billing.contract.ts'
import { kyselyBillingStore } from '../../../../tests/contract/kysely/billing-store.ts'
import { openDatabase } from './open-database.ts'
import { freshPostgresSchema } from './testing/fresh-postgres-schema.ts'

// Needs a PostgreSQL server: skipped unless DATABASE_URL names one (CI sets it). Each run works in a
// schema of its own and drops it afterwards.
const databaseUrl = process.env.DATABASE_URL
// More connections than notifications race, so they really wait on each other's locks.
const POOL_SIZE = 24

describe.skipIf(databaseUrl === undefined)('PostgreSQL', () => {
  billingContract('Kysely on PostgreSQL', async () => {
    const schema = await freshPostgresSchema(databaseUrl ?? '')
    const database = await openDatabase({ databaseUrl: schema.databaseUrl, poolSize: POOL_SIZE })
    return kyselyBillingStore(database, async () => {
      await database.close()
      await schema.drop()
    })
  })
})
