import { describe } from 'vitest'
import { jobQueueContract } from '../../../../tests/contract/job-queue.contract.ts'
import { freshPostgresSchema } from '../persistence/testing/fresh-postgres-schema.ts'
import { PgBossJobQueue } from './pg-boss-job-queue.ts'

// Skipped unless DATABASE_URL names a PostgreSQL server (CI sets it); a schema of its own, dropped after.
const databaseUrl = process.env.DATABASE_URL

describe.skipIf(databaseUrl === undefined)('PostgreSQL', () => {
  jobQueueContract('pg-boss on PostgreSQL', async () => {
    const schema = await freshPostgresSchema(databaseUrl ?? '')
    const queue = await PgBossJobQueue.start(
      { kind: 'postgres', databaseUrl: schema.databaseUrl },
      { pollingSeconds: 0.5, retryDelaySeconds: 1 },
    )
    return {
      queue,
      settle: async () => {},
      close: async () => {
        await queue.stop()
        await schema.drop()
      },
    }
  })
})
