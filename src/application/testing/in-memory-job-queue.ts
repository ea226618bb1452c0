import type { JobHandler, JobOptions, JobQueue } from '../server/ports/job-queue.port.ts'

type Waiting = { readonly name: string; readonly data: Readonly<Record<string, unknown>>; attempts: number }

/**
 * JobQueue in memory, for use-case tests: jobs run when `drain()` is called (or at once when
 * `runAtOnce`), a handler that throws is retried up to `retryLimit` times. Nothing survives the
 * process; schedules are recorded, not run.
 */
export class InMemoryJobQueue implements JobQueue {
  readonly scheduled: { readonly name: string; readonly cron: string }[] = []
  readonly failed: Waiting[] = []
  private readonly waiting: Waiting[] = []
  private readonly handlers = new Map<string, JobHandler>()
  private readonly dedupe = new Map<string, number>()
  private sequence = 0

  constructor(
    private readonly now: () => number = Date.now,
    private readonly retryLimit = 2,
  ) {}

  async send(name: string, data: Readonly<Record<string, unknown>>, options: JobOptions = {}) {
    if (options.dedupeKey !== undefined) {
      const key = `${name}\u0000${options.dedupeKey}`
      const until = this.dedupe.get(key)
      if (until !== undefined && until > this.now()) return null
      this.dedupe.set(key, this.now() + (options.dedupeSeconds ?? 3600) * 1000)
    }
    this.waiting.push({ name, data, attempts: 0 })
    this.sequence += 1
    return `job-${this.sequence}`
  }

  async work(name: string, handler: JobHandler) {
    this.handlers.set(name, handler)
  }

  async schedule(name: string, cron: string) {
    this.scheduled.push({ name, cron })
  }

  async stop() {
    this.handlers.clear()
  }

  /** Runs every waiting job that has a worker, retries included, until none is left to run. */
  async drain(): Promise<void> {
    for (;;) {
      const index = this.waiting.findIndex((job) => this.handlers.has(job.name))
      if (index < 0) return
      const [job] = this.waiting.splice(index, 1)
      if (job === undefined) return
      try {
        await this.handlers.get(job.name)?.(job.data)
      } catch {
        job.attempts += 1
        if (job.attempts <= this.retryLimit) this.waiting.push(job)
        else this.failed.push(job)
      }
    }
  }

  /** Jobs queued and not yet run. */
  get pending(): number {
    return this.waiting.length
  }
}
