import { hostname } from 'node:os'
import type { Container } from 'inversify'
import { enrichmentRoutes } from '../../adapters/server/api/routes/enrichment.routes.ts'
import type { ServerConfig } from '../../adapters/server/config/server-config.ts'
import { WordedEnrichmentMail } from '../../adapters/server/mail/enrichment-finished-mail.ts'
import { inBackground } from '../../adapters/server/persistence/background-lane.ts'
import { KyselyEnrichmentJobs } from '../../adapters/server/persistence/kysely-enrichment-jobs.repository.ts'
import { StreamingSpreadsheetReader } from '../../adapters/server/spreadsheets/streaming-spreadsheet-reader.ts'
import {
  AddFoundToList,
  ControlEnrichmentJob,
  EnrichmentResult,
  GetEnrichmentJob,
  ListEnrichmentJobs,
  QuoteEnrichment,
  RUN_ENRICHMENT_JOB,
} from '../../application/server/enrichment-jobs.use-cases.ts'
import type { EnrichmentJobs } from '../../application/server/ports/enrichment-jobs.port.ts'
import {
  RunEnrichmentJob,
  SuperviseEnrichment,
} from '../../application/server/run-enrichment-job.use-case.ts'
import { UploadEnrichmentFile } from '../../application/server/upload-enrichment-file.use-case.ts'
import { token } from '../token.ts'
import { ServerTokens as T } from '../tokens.ts'
import { typedAsyncResolver, typedResolver } from '../typed-resolution.ts'
import { ContactEngineTokens as E } from './contact-engine.area.ts'
import { ContactsWorkspaceTokens } from './contacts-workspace.area.ts'
import { OptOutTokens } from './opt-out.area.ts'
import { PublicApiTokens } from './public-api.area.ts'

/** Bulk enrichment (docs/bulk-enrichment.md): uploads, jobs on the job engine, results. */
export const EnrichmentTokens = {
  EnrichmentJobs: token<EnrichmentJobs>('EnrichmentJobs'),
  RunEnrichmentJob: token<RunEnrichmentJob>('RunEnrichmentJob'),
} as const

// Rows answered per database write; a chunk of profile links takes well under a second.
const CHUNK_ROWS = 200
// On the embedded PGlite a chunk's reveals and writes hold the one connection and this thread while they
// run: every request waits for them. Chunks there are sized to hold it about this long (issue 29 §16).
const PGLITE_CHUNK_BUDGET_MS = 250
// Finder and verifier rows of a chunk worked at once: each mostly waits on a mail server's answer.
const SLOW_ROWS_AT_ONCE = 8

export const bindEnrichmentArea = (container: Container, config: ServerConfig): void => {
  const N = EnrichmentTokens
  const leaseMs = config.enrichmentLeaseSeconds * 1000
  // This process's name on the leases it takes: a restarted process is a new holder.
  const owner = `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`
  // Set when the process is told to stop: a running job hands itself back after its chunk (issue 32).
  let stopping = false
  container
    .bind(N.EnrichmentJobs)
    .toDynamicValue(async (ctx) => new KyselyEnrichmentJobs((await typedAsyncResolver(ctx)(T.Database)).db))
  container.bind(N.RunEnrichmentJob).toDynamicValue(async (ctx) => {
    const get = typedResolver(ctx)
    const getAsync = typedAsyncResolver(ctx)
    return new RunEnrichmentJob(
      await getAsync(N.EnrichmentJobs),
      await getAsync(T.ContactSource),
      await getAsync(T.ContactAccess),
      await getAsync(E.FindEmailForUser),
      get(E.EmailVerifier),
      await getAsync(E.EmailRecords),
      await getAsync(T.CreditLedger),
      new WordedEnrichmentMail(get(OptOutTokens.MailSender)),
      await getAsync(E.JobQueue),
      get(T.Clock),
      {
        leaseMs,
        chunk: CHUNK_ROWS,
        ...((await getAsync(T.Database)).kind === 'pglite' ? { chunkBudgetMs: PGLITE_CHUNK_BUDGET_MS } : {}),
        owner,
        publicUrl: config.publicUrl,
        maxRunMs: 5 * 60_000,
        handBack: () => stopping,
        slowRowsAtOnce: SLOW_ROWS_AT_ONCE,
      },
      get(PublicApiTokens.EmittedEvents),
      get(T.Metrics),
    )
  })
  // Every process works jobs (each by one process at a time, by its lease) and watches for orphans.
  container.bind(T.BackgroundWork).toDynamicValue(async (ctx) => {
    const getAsync = typedAsyncResolver(ctx)
    const queue = await getAsync(E.JobQueue)
    const run = await getAsync(N.RunEnrichmentJob)
    const supervise = new SuperviseEnrichment(
      await getAsync(N.EnrichmentJobs),
      await getAsync(T.CreditLedger),
      queue,
      typedResolver(ctx)(T.Clock),
    )
    let timer: NodeJS.Timeout | undefined
    let sweeping: Promise<void> = Promise.resolve()
    return {
      start: async () => {
        if (config.enrichmentWorkers === 0) return
        await queue.work(
          RUN_ENRICHMENT_JOB,
          // In the background lane: on PGlite its statements give way to requests' (issue 29 §16).
          async (data) => {
            await inBackground(() => run.execute(String(data.jobId)))
          },
          { concurrency: config.enrichmentWorkers },
        )
        const sweep = () => {
          sweeping = supervise.execute().catch(() => {})
        }
        sweep()
        timer = setInterval(sweep, Math.max(1000, leaseMs / 2))
        timer.unref()
      },
      stop: async () => {
        stopping = true
        if (timer !== undefined) clearInterval(timer)
        await sweeping
      },
    }
  })
  container.bind(T.AreaRoutes).toDynamicValue(async (ctx) => {
    const get = typedResolver(ctx)
    const getAsync = typedAsyncResolver(ctx)
    const jobs = await getAsync(N.EnrichmentJobs)
    const clock = get(T.Clock)
    const billing = await getAsync(T.Billing)
    return enrichmentRoutes({
      upload: new UploadEnrichmentFile(billing, jobs, new StreamingSpreadsheetReader(), get(T.Ids), clock),
      list: new ListEnrichmentJobs(jobs, billing, clock),
      get: new GetEnrichmentJob(jobs, clock),
      quote: new QuoteEnrichment(
        jobs,
        await getAsync(T.ContactSource),
        await getAsync(T.ContactAccess),
        await getAsync(T.CreditLedger),
        clock,
      ),
      control: new ControlEnrichmentJob(jobs, billing, await getAsync(E.JobQueue), clock),
      result: new EnrichmentResult(jobs),
      addFoundToList: new AddFoundToList(jobs, await getAsync(ContactsWorkspaceTokens.AddContactsToList)),
    })
  })
}
