import { jobQueueContract } from '../../../tests/contract/job-queue.contract.ts'
import { InMemoryJobQueue } from './in-memory-job-queue.ts'

jobQueueContract('in memory', async () => {
  const queue = new InMemoryJobQueue()
  return { queue, settle: () => queue.drain(), close: () => queue.stop() }
})
