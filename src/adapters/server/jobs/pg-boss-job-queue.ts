import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { fromPglite, PgBoss } from 'pg-boss'
import type { JobHandler, JobOptions, JobQueue } from '../../../application/server/ports/job-queue.port.ts'

/**
 * Where the queue lives: the embedded PGlite the service already opened (PGlite runs a statement from
 * outside a transaction only once the open transaction ends, so pg-boss's never land in the service's),
 * or a PostgreSQL server.
 */
export type JobDatabase =
  | { readonly kind: 'pglite'; readonly pglite: PGlite }
  | { readonly kind: 'postgres'; readonly databaseUrl: string; readonly poolSize?: number }

/**
 * pg-boss keeps its tables in a schema of its own beside the service's: `pgboss` beside `public`, and
 * `<schema>_pgboss` beside any other, so services (and test runs) that share a PostgreSQL server in
 * separate schemas never take each other's jobs.
 */
export const jobSchemaOf = async (databaseUrl: string): Promise<string> => {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ schema: string }>('select current_schema() as schema')
    const schema = rows[0]?.schema ?? 'public'
    return schema === 'public' ? 'pgboss' : `${schema}_pgboss`
  } finally {
    await client.end()
  }
}

/**
 * Traces of job runs are pg-boss's own (docs/operations.md, "Traces"): a `send` span where a job is
 * queued and a `process` span for each run, which continues the trace that queued it (its trace
 * context is kept in the job's row). Free when no OpenTelemetry SDK is started: every span is a no-op
 * and no context is stored.
 */
const JOB_TRACES = { propagateContext: true } as const

export type JobQueueTuning = {
  /** How often an idle worker looks for jobs. */
  readonly pollingSeconds?: number
  /** The first wait before a failed job runs again; it doubles (about an hour over six tries at 30 s). */
  readonly retryDelaySeconds?: number
  /**
   * A running job's worker refreshes its claim every half of this; a claim not refreshed for this long
   * (its process was killed) fails the try, and the job runs again (at least 10).
   */
  readonly heartbeatSeconds?: number
  /**
   * How long a stop waits for running jobs to finish (a re-check's SMTP conversation, a bulk chunk);
   * then pg-boss fails the ones still running, so another process takes them at once (issue 32).
   */
  readonly stopGraceSeconds?: number
}

/**
 * JobQueue on pg-boss (docs/decisions.md): jobs are rows in the `pgboss` schema of the service's own
 * database, claimed with SKIP LOCKED so several processes share the work and each job runs once; on
 * the embedded default the same engine runs on PGlite in this process.
 */
export class PgBossJobQueue implements JobQueue {
  private readonly queues = new Set<string>()

  private constructor(
    private readonly boss: PgBoss,
    private readonly tuning: Required<JobQueueTuning>,
    private readonly schema: string,
  ) {}

  static async start(database: JobDatabase, tuning: JobQueueTuning = {}) {
    const schema = database.kind === 'pglite' ? 'pgboss' : await jobSchemaOf(database.databaseUrl)
    const boss =
      database.kind === 'pglite'
        ? new PgBoss({
            db: fromPglite(database.pglite),
            backend: 'pglite',
            superviseIntervalSeconds: Math.max(5, Math.floor((tuning.heartbeatSeconds ?? 60) / 2)),
            openTelemetry: JOB_TRACES,
          })
        : new PgBoss({
            connectionString: database.databaseUrl,
            max: database.poolSize ?? 4,
            schema,
            // How often stale heartbeats are looked for: a killed worker's job is taken back within
            // about two heartbeats.
            superviseIntervalSeconds: Math.max(5, Math.floor((tuning.heartbeatSeconds ?? 60) / 2)),
            openTelemetry: JOB_TRACES,
          })
    // pg-boss reports errors of its own loop (a lost connection) as events; they must not crash us.
    boss.on('error', () => {})
    await boss.start()
    return new PgBossJobQueue(
      boss,
      {
        pollingSeconds: 2,
        retryDelaySeconds: 30,
        heartbeatSeconds: 60,
        stopGraceSeconds: 10,
        ...tuning,
      },
      schema,
    )
  }

  /**
   * Per queue, the jobs due now and not taken, and how long the longest-due has waited (for the
   * metrics; a job scheduled for later is not yet backlog).
   */
  async backlog(): Promise<readonly { queue: string; depth: number; oldestSeconds: number }[]> {
    const { rows } = await this.boss.getDb().executeSql(
      `select name, count(*)::int as depth,
              coalesce(extract(epoch from now() - min(start_after)), 0)::float8 as oldest
         from ${this.schema}.job
        where state in ('created', 'retry') and start_after <= now()
        group by name`,
    )
    return rows.map((row: { name: string; depth: number; oldest: number }) => ({
      queue: row.name,
      depth: Number(row.depth),
      oldestSeconds: Math.max(0, Number(row.oldest)),
    }))
  }

  async send(name: string, data: Readonly<Record<string, unknown>>, options: JobOptions = {}) {
    await this.ensureQueue(name)
    return this.boss.send(
      name,
      { ...data },
      {
        ...(options.dedupeKey === undefined
          ? {}
          : { singletonKey: options.dedupeKey, singletonSeconds: options.dedupeSeconds ?? 3600 }),
        ...(options.startAfterSeconds === undefined ? {} : { startAfter: options.startAfterSeconds }),
      },
    )
  }

  async work(name: string, handler: JobHandler, options: { readonly concurrency?: number } = {}) {
    await this.ensureQueue(name)
    await this.boss.work<Record<string, unknown>>(
      name,
      { pollingIntervalSeconds: this.tuning.pollingSeconds, localConcurrency: options.concurrency ?? 1 },
      async ([job]) => {
        if (job !== undefined) await handler(job.data)
      },
    )
  }

  async schedule(name: string, cron: string, data: Readonly<Record<string, unknown>> = {}) {
    await this.ensureQueue(name)
    await this.boss.schedule(name, cron, { ...data }, { tz: 'UTC' })
  }

  async stop() {
    await this.boss.stop({ graceful: true, timeout: this.tuning.stopGraceSeconds * 1000 })
  }

  // A queue is created once per name (pg-boss needs one before its first job); dedupe uses pg-boss's
  // throttle (singletonKey + singletonSeconds), which works on standard queues.
  private async ensureQueue(name: string) {
    if (this.queues.has(name)) return
    await this.boss.createQueue(name, {
      policy: 'standard',
      retryLimit: 6,
      retryDelay: this.tuning.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: 15 * 60,
      // A try whose process died (kill -9) is failed when its heartbeat stops, not after the expiry.
      heartbeatSeconds: this.tuning.heartbeatSeconds,
    })
    // A queue made before heartbeats (or with other settings) keeps its options on create: set them.
    await this.boss.updateQueue(name, {
      heartbeatSeconds: this.tuning.heartbeatSeconds,
      retryDelay: this.tuning.retryDelaySeconds,
    })
    this.queues.add(name)
  }
}
