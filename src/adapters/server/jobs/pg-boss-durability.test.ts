import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { describe, expect, it, vi } from 'vitest'
import { freshPostgresSchema } from '../persistence/testing/fresh-postgres-schema.ts'
import { PgBossJobQueue } from './pg-boss-job-queue.ts'

const TUNING = { pollingSeconds: 0.5, retryDelaySeconds: 1 }
const databaseUrl = process.env.DATABASE_URL

describe('jobs outlive the process', () => {
  it('a job queued before a restart runs after it (embedded PGlite on disk)', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'leadlens-jobs-'))
    try {
      const before = new PGlite(dataDir)
      const first = await PgBossJobQueue.start({ kind: 'pglite', pglite: before }, TUNING)
      await first.send('durable', { address: 'anna@acme.io' })
      await first.stop()
      await before.close()

      const after = new PGlite(dataDir)
      const second = await PgBossJobQueue.start({ kind: 'pglite', pglite: after }, TUNING)
      const seen: unknown[] = []
      await second.work('durable', async (data) => {
        seen.push(data.address)
      })
      await vi.waitFor(() => expect(seen).toEqual(['anna@acme.io']), { timeout: 60_000, interval: 100 })
      await second.stop()
      await after.close()
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  }, 120_000)

  it.skipIf(databaseUrl === undefined)(
    'two processes on one PostgreSQL share the work, and each job runs once',
    async () => {
      const schema = await freshPostgresSchema(databaseUrl ?? '')
      const one = await PgBossJobQueue.start({ kind: 'postgres', databaseUrl: schema.databaseUrl }, TUNING)
      const two = await PgBossJobQueue.start({ kind: 'postgres', databaseUrl: schema.databaseUrl }, TUNING)
      try {
        const runs: { worker: string; n: unknown }[] = []
        const slowly = (worker: string) => async (data: Readonly<Record<string, unknown>>) => {
          await new Promise((resolve) => setTimeout(resolve, 20))
          runs.push({ worker, n: data.n })
        }
        await one.work('shared', slowly('one'), { concurrency: 2 })
        await two.work('shared', slowly('two'), { concurrency: 2 })
        for (let n = 0; n < 60; n++) await one.send('shared', { n })
        await vi.waitFor(() => expect(runs).toHaveLength(60), { timeout: 60_000, interval: 100 })
        await new Promise((resolve) => setTimeout(resolve, 1_000))
        expect(new Set(runs.map((run) => run.n)).size).toBe(60)
        expect(runs).toHaveLength(60)
        expect(new Set(runs.map((run) => run.worker))).toEqual(new Set(['one', 'two']))
      } finally {
        await one.stop()
        await two.stop()
        await schema.drop()
      }
    },
    120_000,
  )
})
