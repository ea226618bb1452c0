/** Options of one queued job. */
export type JobOptions = {
  /**
   * At most one job with this key is queued per `dedupeSeconds` window (default an hour): a second
   * send within it returns null, so asking twice for the same work does it once.
   */
  readonly dedupeKey?: string
  readonly dedupeSeconds?: number
  /** Run no sooner than this many seconds from now. */
  readonly startAfterSeconds?: number
}

/** Handles one job's data; a handler that throws is retried later (with backoff), up to a limit. */
export type JobHandler = (data: Readonly<Record<string, unknown>>) => Promise<void>

/**
 * Background work that outlives a request and the process (DESIGN: "a background task is a job on the
 * job engine"): queued in the database, so a restart or a kill -9 loses nothing, and picked up by
 * whichever process of the service is free, each job by one of them.
 */
export interface JobQueue {
  /** Queues a job; its id, or null when one with the same dedupe key was queued in its window. */
  send(name: string, data: Readonly<Record<string, unknown>>, options?: JobOptions): Promise<string | null>
  /** Runs `handler` in this process for jobs of `name`, `concurrency` at a time, until stop. */
  work(name: string, handler: JobHandler, options?: { readonly concurrency?: number }): Promise<void>
  /** Queues a job of `name` on a cron schedule (UTC), once across every process. */
  schedule(name: string, cron: string, data?: Readonly<Record<string, unknown>>): Promise<void>
  /** Stops taking jobs and waits for those running to finish. */
  stop(): Promise<void>
}
