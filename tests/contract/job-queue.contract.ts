import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { JobQueue } from '../../src/application/server/ports/job-queue.port.ts'

export type JobQueueHarness = {
  readonly queue: JobQueue
  /** Lets queued jobs run (the fake runs them now; a real engine polls on its own). */
  settle(): Promise<void>
  close(): Promise<void>
}

/** What every JobQueue must do: run each job once with its data, dedupe by key, retry a failure. */
export const jobQueueContract = (name: string, open: () => Promise<JobQueueHarness>) =>
  describe(`JobQueue contract: ${name}`, () => {
    let harness: JobQueueHarness
    beforeAll(async () => {
      harness = await open()
    }, 120_000)
    afterAll(() => harness.close(), 60_000)

    // A timeout for a hang only: a real engine polls every second, slower on a busy machine.
    const eventually = async (assertion: () => void) => {
      await harness.settle()
      await vi.waitFor(assertion, { timeout: 60_000, interval: 50 })
    }

    it('runs each job once, with the data it was sent with', async () => {
      const seen: unknown[] = []
      await harness.queue.work('contract-once', async (data) => {
        seen.push(data.n)
      })
      for (const n of [1, 2, 3]) await harness.queue.send('contract-once', { n })
      await eventually(() => expect([...seen].sort()).toEqual([1, 2, 3]))
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(seen).toHaveLength(3)
    }, 90_000)

    it('queues work with the same dedupe key once in its window', async () => {
      const first = await harness.queue.send('contract-dedupe', { n: 1 }, { dedupeKey: 'a@acme.io' })
      const second = await harness.queue.send('contract-dedupe', { n: 2 }, { dedupeKey: 'a@acme.io' })
      const other = await harness.queue.send('contract-dedupe', { n: 3 }, { dedupeKey: 'b@acme.io' })
      expect(first).not.toBeNull()
      expect(second).toBeNull()
      expect(other).not.toBeNull()
    })

    it('runs a job that failed again, until it succeeds', async () => {
      let attempts = 0
      await harness.queue.work('contract-retry', async () => {
        attempts += 1
        if (attempts === 1) throw new Error('the mail server was busy')
      })
      await harness.queue.send('contract-retry', {})
      await eventually(() => expect(attempts).toBe(2))
    }, 90_000)
  })
