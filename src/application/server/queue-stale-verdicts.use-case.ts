import { recheckDue } from '../../domain/email/recheck-due.ts'
import type { Clock } from './ports/clock.port.ts'
import type { JobQueue } from './ports/job-queue.port.ts'
import { RECHECK_EMAIL_JOB } from './recheck-email.use-case.ts'

/** An address shown to someone, with the date of its verdict. */
export type ShownAddress = { readonly address: string; readonly checkedAt: number }

/** How long a queued re-check of one address keeps others from being queued (as the hourly run). */
const ONE_A_DAY = 86_400

/**
 * A reveal answers at once with the stored verdicts; those older than REVERIFY_AFTER_DAYS get a re-check
 * queued (the job engine's dedupe keeps it to one per address a day, shared with the hourly run). The
 * addresses whose re-check is pending come back, so the screen can say so and ask again later.
 */
export class QueueStaleVerdicts {
  constructor(
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
    private readonly afterDays: number,
  ) {}

  async execute(shown: readonly ShownAddress[]): Promise<ReadonlySet<string>> {
    const now = this.clock.now()
    const due = shown.filter((e) => recheckDue(e.address, e.checkedAt, now, this.afterDays))
    for (const { address } of due)
      await this.jobs.send(RECHECK_EMAIL_JOB, { address }, { dedupeKey: address, dedupeSeconds: ONE_A_DAY })
    return new Set(due.map((e) => e.address))
  }
}
