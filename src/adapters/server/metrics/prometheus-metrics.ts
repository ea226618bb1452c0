import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import type { Metrics } from '../../../application/server/ports/metrics.port.ts'

/** A job queue's backlog, read when scraped. */
export type QueueBacklog = { readonly queue: string; readonly depth: number; readonly oldestSeconds: number }
/** The database pool's connections, read when scraped. */
export type PoolUse = { readonly inUse: number; readonly waiting: number }

export type ScrapeSources = {
  readonly queues?: () => Promise<readonly QueueBacklog[]>
  readonly pool?: () => PoolUse
  /** Where reads go (a read replica is configured): the replica or not, and its lag when known. */
  readonly reads?: () => {
    readonly onReplica: boolean
    readonly because: string
    readonly lagMs: number | null
  }
}

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
const SMTP_BUCKETS = [0.1, 0.25, 0.5, 1, 2, 5, 10, 20, 30, 60]

/**
 * The service's metrics in Prometheus' text format, on a registry of their own (several apps in one
 * test process never share a counter). Gauges of the queues and the pool are read at scrape time.
 */
export class PrometheusMetrics implements Metrics {
  readonly registry = new Registry()
  private readonly http: Histogram<'method' | 'route' | 'status'>
  private readonly httpErrors: Counter<'method' | 'route' | 'status'>
  private readonly reveals: Counter<'kind'>
  private readonly revealCredits: Counter<'kind'>
  private readonly rows: Counter<'outcome'>
  private readonly verdicts: Counter<'verdict'>
  private readonly smtp: Histogram
  private readonly webhooks: Counter<'outcome'>
  private readonly refusals: Counter<'limit'>
  private sources: ScrapeSources = {}

  constructor() {
    const registers = [this.registry]
    // Node's own: CPU, memory, handles, and the event loop's delay (leadlens_nodejs_eventloop_lag_p99_seconds…).
    collectDefaultMetrics({ register: this.registry, prefix: 'leadlens_' })
    this.http = new Histogram({
      name: 'leadlens_http_request_duration_seconds',
      help: 'Requests by method, route pattern and status class, and how long they took',
      labelNames: ['method', 'route', 'status'],
      buckets: SECONDS_BUCKETS,
      registers,
    })
    this.httpErrors = new Counter({
      name: 'leadlens_http_errors_total',
      help: 'Requests answered with a 5xx, by method and route pattern',
      labelNames: ['method', 'route', 'status'],
      registers,
    })
    this.reveals = new Counter({
      name: 'leadlens_reveals_total',
      help: 'Paid reveals, by the kind of credit that paid',
      labelNames: ['kind'],
      registers,
    })
    this.revealCredits = new Counter({
      name: 'leadlens_credits_charged_total',
      help: 'Credits charged by reveals, by kind',
      labelNames: ['kind'],
      registers,
    })
    this.rows = new Counter({
      name: 'leadlens_bulk_rows_total',
      help: 'Bulk enrichment rows answered, by outcome',
      labelNames: ['outcome'],
      registers,
    })
    this.verdicts = new Counter({
      name: 'leadlens_email_verdicts_total',
      help: "The email verifier's verdicts",
      labelNames: ['verdict'],
      registers,
    })
    this.smtp = new Histogram({
      name: 'leadlens_smtp_conversation_seconds',
      help: "How long the verifier's conversations with mail servers took",
      buckets: SMTP_BUCKETS,
      registers,
    })
    this.webhooks = new Counter({
      name: 'leadlens_webhook_deliveries_total',
      help: 'Webhook delivery attempts, by outcome',
      labelNames: ['outcome'],
      registers,
    })
    this.refusals = new Counter({
      name: 'leadlens_rate_limit_refusals_total',
      help: 'Requests refused with 429, by the limit that refused them',
      labelNames: ['limit'],
      registers,
    })
    const sources = () => this.sources
    // Both queue gauges come from one read per scrape: prom-client collects the gauges at once, so the
    // second finds the first's read still running. A failed read (the database closing) shows no queue.
    let reading: Promise<readonly QueueBacklog[]> | undefined
    const backlog = () => {
      const queues = sources().queues
      if (queues === undefined) return Promise.resolve([])
      if (reading === undefined)
        reading = queues()
          .catch(() => [])
          .finally(() => {
            reading = undefined
          })
      return reading
    }
    const perQueue = (name: string, help: string, value: (backlog: QueueBacklog) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['queue'],
        registers,
        async collect() {
          this.reset()
          for (const queue of await backlog()) this.set({ queue: queue.queue }, value(queue))
        },
      })
    perQueue('leadlens_job_queue_depth', 'Jobs due and not yet taken, per queue', (q) => q.depth)
    perQueue(
      'leadlens_job_queue_oldest_seconds',
      'How long the longest-due job not yet taken has waited, per queue',
      (q) => q.oldestSeconds,
    )
    new Gauge({
      name: 'leadlens_db_pool_connections',
      help: "The database pool's connections in use, and callers waiting for one",
      labelNames: ['state'],
      registers,
      collect() {
        const read = sources().pool
        if (read === undefined) return
        const use = read()
        this.set({ state: 'in_use' }, use.inUse)
        this.set({ state: 'waiting' }, use.waiting)
      },
    })
    // Only with a read replica (DATABASE_READ_URL): absent otherwise (a label, so that a series can be
    // absent: prom-client always shows an unlabelled gauge, as 0).
    new Gauge({
      name: 'leadlens_db_reads_on_replica',
      help: 'Whether the read-heavy calls read the read replica (1) or the primary (0), and why',
      labelNames: ['because'],
      registers,
      collect() {
        this.reset()
        const reads = sources().reads?.()
        if (reads !== undefined) this.set({ because: reads.because }, reads.onReplica ? 1 : 0)
      },
    })
    new Gauge({
      name: 'leadlens_db_read_replica_lag_seconds',
      help: 'How far behind the primary the read replica was at the last look (absent when unknown)',
      labelNames: ['replica'],
      registers,
      collect() {
        this.reset()
        const lagMs = sources().reads?.().lagMs
        if (lagMs !== undefined && lagMs !== null) this.set({ replica: 'DATABASE_READ_URL' }, lagMs / 1000)
      },
    })
  }

  /** Where the scrape-time gauges read from (the job engine and the database, once open). */
  readFrom(sources: ScrapeSources): void {
    this.sources = { ...this.sources, ...sources }
  }

  /** One answered request: `route` is the route's pattern (never the raw address), or 'unmatched'. */
  request(method: string, route: string, statusCode: number, seconds: number): void {
    const labels = { method, route, status: `${Math.floor(statusCode / 100)}xx` }
    this.http.observe(labels, seconds)
    if (statusCode >= 500) this.httpErrors.inc(labels)
  }

  revealed(kind: Parameters<Metrics['revealed']>[0], credits: number): void {
    this.reveals.inc({ kind })
    this.revealCredits.inc({ kind }, credits)
  }

  bulkRows(outcome: Parameters<Metrics['bulkRows']>[0], rows: number): void {
    if (rows > 0) this.rows.inc({ outcome }, rows)
  }

  verdict(verdict: Parameters<Metrics['verdict']>[0], seconds: number): void {
    this.verdicts.inc({ verdict })
    if (seconds > 0) this.smtp.observe(seconds)
  }

  webhookDelivery(outcome: Parameters<Metrics['webhookDelivery']>[0]): void {
    this.webhooks.inc({ outcome })
  }

  rateLimitRefused(limit: Parameters<Metrics['rateLimitRefused']>[0]): void {
    this.refusals.inc({ limit })
  }

  text(): Promise<string> {
    return this.registry.metrics()
  }

  get contentType(): string {
    return this.registry.contentType
  }
}
