import type { Container } from 'inversify'
import { emailRoutes } from '../../adapters/server/api/routes/email.routes.ts'
import type { ServerConfig } from '../../adapters/server/config/server-config.ts'
import { type JobDatabase, PgBossJobQueue } from '../../adapters/server/jobs/pg-boss-job-queue.ts'
import { MeasuredEmailVerifier } from '../../adapters/server/metrics/measured-email-verifier.ts'
import { KyselyEmailRecords } from '../../adapters/server/persistence/kysely-email-records.repository.ts'
import type { OpenDatabase } from '../../adapters/server/persistence/open-database.ts'
import { romanisePinyin } from '../../adapters/server/verification/pinyin-romaniser.ts'
import { SmtpEmailVerifier } from '../../adapters/server/verification/smtp-email-verifier.ts'
import { DEFAULT_VERIFIER_SETTINGS } from '../../adapters/server/verification/verifier-settings.ts'
import { FindEmail } from '../../application/server/find-email.use-case.ts'
import { FindEmailForUser } from '../../application/server/find-email-for-user.use-case.ts'
import type { EmailRecords } from '../../application/server/ports/email-records.port.ts'
import type { EmailVerifier } from '../../application/server/ports/email-verifier.port.ts'
import type { JobQueue } from '../../application/server/ports/job-queue.port.ts'
import {
  QUEUE_STALE_RECHECKS_CRON,
  QUEUE_STALE_RECHECKS_JOB,
  QueueStaleRechecks,
} from '../../application/server/queue-stale-rechecks.use-case.ts'
import { RECHECK_EMAIL_JOB, RecheckEmail } from '../../application/server/recheck-email.use-case.ts'
import { ReportBounce } from '../../application/server/report-bounce.use-case.ts'
import { VerifyEmails } from '../../application/server/verify-emails.use-case.ts'
import { token } from '../token.ts'
import { ServerTokens as T } from '../tokens.ts'
import { typedAsyncResolver, typedResolver } from '../typed-resolution.ts'
import { PublicApiTokens } from './public-api.area.ts'

/** The contact engine (docs/contact-engine.md): the verifier, the finder, and its jobs on pg-boss. */
export const ContactEngineTokens = {
  EmailVerifier: token<EmailVerifier>('EmailVerifier'),
  EmailRecords: token<EmailRecords>('EmailRecords'),
  JobQueue: token<JobQueue>('JobQueue'),
  FindEmailForUser: token<FindEmailForUser>('FindEmailForUser'),
  VerifyEmails: token<VerifyEmails>('VerifyEmails'),
  RecheckEmail: token<RecheckEmail>('RecheckEmail'),
  QueueStaleRechecks: token<QueueStaleRechecks>('QueueStaleRechecks'),
  ReportBounce: token<ReportBounce>('ReportBounce'),
} as const

const jobDatabaseOf = (database: OpenDatabase, config: ServerConfig): JobDatabase =>
  database.pglite !== undefined
    ? { kind: 'pglite', pglite: database.pglite }
    : { kind: 'postgres', databaseUrl: config.databaseUrl ?? '', poolSize: 2 }

export const bindContactEngineArea = (container: Container, config: ServerConfig): void => {
  const E = ContactEngineTokens
  const engine = config.contactEngine
  const verifierSettings = {
    ...DEFAULT_VERIFIER_SETTINGS,
    heloName: engine.heloName,
    mailFrom: engine.mailFrom,
    smtpPort: engine.smtpPort,
    dnsServers: engine.dnsServers,
    socksProxy: engine.socksProxy,
    perHostConnections: engine.perHostConnections,
    perHostIntervalMs: engine.perHostIntervalMs,
    budgetMs: engine.budgetMs,
  }
  // Verdicts and conversation time are recorded only when metrics are on: else the verifier as it is.
  container.bind(E.EmailVerifier).toDynamicValue((ctx) => {
    const get = typedResolver(ctx)
    const smtpVerifier = new SmtpEmailVerifier(verifierSettings, undefined, undefined, get(T.Tracer))
    const metrics = get(T.MetricsRegistry)
    return metrics === null ? smtpVerifier : new MeasuredEmailVerifier(smtpVerifier, metrics)
  })
  container
    .bind(E.EmailRecords)
    .toDynamicValue(async (ctx) => new KyselyEmailRecords((await typedAsyncResolver(ctx)(T.Database)).db))
  container.bind(E.JobQueue).toDynamicValue(async (ctx) => {
    const database = await typedAsyncResolver(ctx)(T.Database)
    const queue = await PgBossJobQueue.start(jobDatabaseOf(database, config), {
      heartbeatSeconds: config.contactEngine.jobHeartbeatSeconds,
      retryDelaySeconds: config.contactEngine.jobRetryDelaySeconds,
      // Two thirds of a stop's grace for running jobs: the rest is the requests' drain and the exit.
      stopGraceSeconds: Math.max(1, Math.floor((config.shutdownGraceSeconds * 2) / 3)),
    })
    typedResolver(ctx)(T.MetricsRegistry)?.readFrom({ queues: () => queue.backlog() })
    return queue
  })
  container.bind(E.FindEmailForUser).toDynamicValue(async (ctx) => {
    const getAsync = typedAsyncResolver(ctx)
    const records = await getAsync(E.EmailRecords)
    const verifier = typedResolver(ctx)(E.EmailVerifier)
    return new FindEmailForUser(
      new FindEmail(records, verifier, romanisePinyin),
      records,
      await getAsync(T.CreditLedger),
      typedResolver(ctx)(T.Clock),
      await getAsync(T.ContactSource),
    )
  })
  container.bind(E.VerifyEmails).toDynamicValue(async (ctx) => {
    const get = typedResolver(ctx)
    return new VerifyEmails(get(E.EmailVerifier), await typedAsyncResolver(ctx)(T.CreditLedger), get(T.Clock))
  })
  container.bind(E.RecheckEmail).toDynamicValue(async (ctx) => {
    return new RecheckEmail(
      typedResolver(ctx)(E.EmailVerifier),
      await typedAsyncResolver(ctx)(E.EmailRecords),
      typedResolver(ctx)(PublicApiTokens.EmittedEvents),
    )
  })
  container.bind(E.ReportBounce).toDynamicValue(async (ctx) => {
    const getAsync = typedAsyncResolver(ctx)
    const get = typedResolver(ctx)
    return new ReportBounce(
      await getAsync(E.EmailRecords),
      await getAsync(T.ContactAccess),
      await getAsync(E.RecheckEmail),
      await getAsync(T.CreditLedger),
      get(T.Clock),
    )
  })
  container.bind(E.QueueStaleRechecks).toDynamicValue(async (ctx) => {
    const getAsync = typedAsyncResolver(ctx)
    return new QueueStaleRechecks(
      await getAsync(E.EmailRecords),
      await getAsync(E.JobQueue),
      typedResolver(ctx)(T.Clock),
      {
        afterDays: engine.reverifyAfterDays,
        dailyBudget: engine.reverifyDailyBudget,
      },
    )
  })
  // The workers: every process takes re-checks; the hourly schedule is kept once in the database.
  container.bind(T.BackgroundWork).toDynamicValue(async (ctx) => {
    const getAsync = typedAsyncResolver(ctx)
    const jobs = await getAsync(E.JobQueue)
    const recheck = await getAsync(E.RecheckEmail)
    const queueStale = await getAsync(E.QueueStaleRechecks)
    return {
      start: async () => {
        if (engine.verifyWorkers > 0)
          await jobs.work(
            RECHECK_EMAIL_JOB,
            async (data) => {
              await recheck.execute(String(data.address))
            },
            { concurrency: engine.verifyWorkers },
          )
        await jobs.work(QUEUE_STALE_RECHECKS_JOB, async () => {
          await queueStale.execute()
        })
        await jobs.schedule(QUEUE_STALE_RECHECKS_JOB, QUEUE_STALE_RECHECKS_CRON)
      },
      stop: () => jobs.stop(),
    }
  })
  container.bind(T.AreaRoutes).toDynamicValue(async (ctx) => {
    const getAsync = typedAsyncResolver(ctx)
    return emailRoutes({
      findEmail: await getAsync(E.FindEmailForUser),
      verifyEmails: await getAsync(E.VerifyEmails),
      reportBounce: await getAsync(E.ReportBounce),
    })
  })
}
