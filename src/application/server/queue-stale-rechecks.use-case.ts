import { RESERVED_DOMAIN_SUFFIXES } from '../../domain/email/reserved-domain.ts'
import { instant } from '../../domain/shared/instant.ts'
import type { Clock } from './ports/clock.port.ts'
import type { EmailRecords } from './ports/email-records.port.ts'
import type { JobQueue } from './ports/job-queue.port.ts'
import { RECHECK_EMAIL_JOB } from './recheck-email.use-case.ts'

/** The scheduled job that queues the re-checks, and how often it runs (hourly). */
export const QUEUE_STALE_RECHECKS_JOB = 'queue-stale-rechecks'
export const QUEUE_STALE_RECHECKS_CRON = '7 * * * *'
const RUNS_A_DAY = 24
const DAY_MS = 86_400_000

export type RecheckPolicy = {
  /** Verdicts older than this are re-checked (REVERIFY_AFTER_DAYS, default 90). */
  readonly afterDays: number
  /** At most this many re-checks a day (REVERIFY_DAILY_BUDGET), spread over the day's runs. */
  readonly dailyBudget: number
}

/**
 * Queues re-checks of the stalest verdicts, oldest first, within the day's budget; reserved domains
 * (the demo data) are never contacted. Each address is queued at most once a day, whichever process
 * runs the schedule.
 */
export class QueueStaleRechecks {
  constructor(
    private readonly records: EmailRecords,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
    private readonly policy: RecheckPolicy,
  ) {}

  async execute(): Promise<number> {
    const perRun = Math.ceil(this.policy.dailyBudget / RUNS_A_DAY)
    if (perRun === 0) return 0
    const before = instant(this.clock.now() - this.policy.afterDays * DAY_MS)
    const stale = await this.records.staleFirst(before, perRun, RESERVED_DOMAIN_SUFFIXES)
    let queued = 0
    for (const { address } of stale) {
      const id = await this.jobs.send(
        RECHECK_EMAIL_JOB,
        { address },
        { dedupeKey: address, dedupeSeconds: 86_400 },
      )
      if (id !== null) queued += 1
    }
    return queued
  }
}
