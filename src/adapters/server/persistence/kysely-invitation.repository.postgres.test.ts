import { describe } from 'vitest'
import { invitationRepositoryContract } from '../../../../tests/contract/invitation-repository.contract.ts'
import { KyselyInvitationRepository } from './kysely-invitation.repository.ts'
import { openDatabase } from './open-database.ts'
import { freshPostgresSchema } from './testing/fresh-postgres-schema.ts'
import { seedInvitationUsage } from './testing/seed-invitation-usage.ts'

// Needs a PostgreSQL server: skipped unless DATABASE_URL names one (CI sets it). Each run works in a
// schema of its own and drops it afterwards. A pool larger than the machine's cores, so the concurrent
// creates of one code really race each other on the unique index rather than queueing on one connection.
const databaseUrl = process.env.DATABASE_URL
const POOL_SIZE = 12

describe.skipIf(databaseUrl === undefined)('PostgreSQL', () => {
  invitationRepositoryContract('Kysely on PostgreSQL', async () => {
    const schema = await freshPostgresSchema(databaseUrl ?? '')
    const database = await openDatabase({ databaseUrl: schema.databaseUrl, poolSize: POOL_SIZE })
    return {
      repo: new KyselyInvitationRepository(database.db),
      recordUsage: seedInvitationUsage(database.db),
      close: async () => {
        await database.close()
        await schema.drop()
      },
    }
  })
})
