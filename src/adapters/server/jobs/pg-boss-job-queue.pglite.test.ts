import { PGlite } from '@electric-sql/pglite'
import { jobQueueContract } from '../../../../tests/contract/job-queue.contract.ts'
import { PgBossJobQueue } from './pg-boss-job-queue.ts'

jobQueueContract('pg-boss on PGlite (in memory)', async () => {
  const pglite = new PGlite()
  const queue = await PgBossJobQueue.start(
    { kind: 'pglite', pglite },
    { pollingSeconds: 0.5, retryDelaySeconds: 1 },
  )
  return {
    queue,
    settle: async () => {},
    close: async () => {
      await queue.stop()
      await pglite.close()
    },
  }
})
