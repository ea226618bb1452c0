import { describe, expect, it } from 'vitest'
import { aBucket } from '../../domain/credits/credits.fixture.ts'
import type { ProfileId } from '../../domain/profiles/profile-id.ts'
import { profileLinkFor } from '../../domain/profiles/profile-link.ts'
import { instant } from '../../domain/shared/instant.ts'
import { fixedClock } from '../testing/fixed-clock.ts'
import { InMemoryContactAccessRepository } from '../testing/in-memory-contact-access.repository.ts'
import { InMemoryContactSource } from '../testing/in-memory-contact-source.ts'
import { InMemoryCreditLedgerRepository } from '../testing/in-memory-credit-ledger.repository.ts'
import { InMemoryEnrichmentJobs } from '../testing/in-memory-enrichment-jobs.ts'
import { InMemoryJobQueue } from '../testing/in-memory-job-queue.ts'
import { InMemorySearchLogRepository } from '../testing/in-memory-search-log.repository.ts'
import { InMemoryUserRepository } from '../testing/in-memory-user.repository.ts'
import { RecordingMetrics } from '../testing/recording-metrics.ts'
import { RunEnrichmentJob } from './run-enrichment-job.use-case.ts'

const NOW = Date.UTC(2026, 10, 1)
const USER = 'bulk-user'
const ROWS = 10
const CHUNK = 4

// Issue 32: a process told to stop (SIGTERM) must not hold a bulk job until its lease runs out, nor be
// killed halfway through a chunk: the run finishes the chunk it is on, lets go of the lease and hands
// the job back to the queue, so another process goes on at once.
describe('a bulk job in a process that is stopping', () => {
  it('finishes its chunk, lets go of its lease and is queued again; another run finishes it', async () => {
    const clock = fixedClock(NOW)
    const ledger = new InMemoryCreditLedgerRepository()
    const access = new InMemoryContactAccessRepository(
      ledger,
      new InMemorySearchLogRepository(new InMemoryUserRepository(ledger)),
    )
    const jobs = new InMemoryEnrichmentJobs()
    const queue = new InMemoryJobQueue(clock.now)
    const source = new InMemoryContactSource([], [])
    let stopping = false
    const metrics = new RecordingMetrics()
    const run = (owner: string) =>
      new RunEnrichmentJob(
        jobs,
        source,
        access,
        undefined as never,
        undefined as never,
        undefined as never,
        ledger,
        { send: async () => {} },
        queue,
        clock,
        {
          leaseMs: 60_000,
          chunk: CHUNK,
          owner,
          publicUrl: 'http://localhost',
          maxRunMs: 600_000,
          slowRowsAtOnce: 2,
          handBack: () => stopping,
        },
        undefined,
        metrics,
      )
    await ledger.grant(USER, [aBucket('lead', 'lead', 0)])
    await jobs.create({
      id: 'job',
      userId: USER,
      notifyEmail: null,
      fileName: 'f.csv',
      createdAt: instant(NOW),
      expiresAt: instant(NOW + 86_400_000),
    })
    const cells = Array.from({ length: ROWS }, (_, i) => [profileLinkFor(`p${i}` as ProfileId)])
    await jobs.appendRows('job', 1, cells)
    await jobs.completeUpload('job', ['link'], cells.length, { profileLink: 0 })
    await jobs.transition('job', ['draft'], 'running', instant(NOW), { profileLink: 0 })

    // The stop arrives while the first chunk is being worked (its rows are read, its answers not yet written).
    const pendingRows = jobs.pendingRows.bind(jobs)
    jobs.pendingRows = async (...args) => {
      const rows = await pendingRows(...args)
      stopping = true
      return rows
    }
    await run('stopping-process').execute('job')

    const rows = await jobs.rows('job', 0, 100)
    expect(rows.filter((row) => row.status !== 'pending')).toHaveLength(CHUNK)
    const job = await jobs.find('job')
    expect(job?.state).toBe('running')
    // The lease is free: another process takes the job at once, not a lease's minute later.
    expect(await jobs.lease('job', 'other-process', instant(NOW), instant(NOW + 60_000))).toBeDefined()
    await jobs.release('job', 'other-process')
    expect(queue.pending).toBe(1)

    stopping = false
    jobs.pendingRows = pendingRows
    await run('other-process').execute('job')
    expect((await jobs.find('job'))?.state).toBe('finished')
    expect((await jobs.rows('job', 0, 100)).every((row) => row.status !== 'pending')).toBe(true)
    // The metrics count each row once, across both runs (none of the profiles is in the data).
    expect(metrics.rowsOf('not_found')).toBe(ROWS)
    expect(metrics.rowsOf('found') + metrics.rowsOf('invalid')).toBe(0)
  })
})
