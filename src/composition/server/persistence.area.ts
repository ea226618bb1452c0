import type { Container, ResolutionContext } from 'inversify'
import type { ServerConfig } from '../../adapters/server/config/server-config.ts'
import { KyselyContactSource } from '../../adapters/server/contact-source/kysely-contact-source.ts'
import { loadDemoDataIfEmpty } from '../../adapters/server/demo-data/load-demo-data.ts'
import { KyselyAuditLogRepository } from '../../adapters/server/persistence/kysely-audit-log.repository.ts'
import { KyselyBillingRepository } from '../../adapters/server/persistence/kysely-billing.repository.ts'
import { KyselyContactAccessRepository } from '../../adapters/server/persistence/kysely-contact-access.repository.ts'
import { KyselyCreditLedgerRepository } from '../../adapters/server/persistence/kysely-credit-ledger.repository.ts'
import { KyselyInvitationRepository } from '../../adapters/server/persistence/kysely-invitation.repository.ts'
import { KyselySearchLogRepository } from '../../adapters/server/persistence/kysely-search-log.repository.ts'
import { KyselyUserRepository } from '../../adapters/server/persistence/kysely-user.repository.ts'
import { markingReveals } from '../../adapters/server/persistence/marking-reveals.ts'
import { type OpenDatabase, openDatabase } from '../../adapters/server/persistence/open-database.ts'
import { MemoryRecentWriters, type RecentWriters } from '../../adapters/server/persistence/recent-writers.ts'
import { RedisRecentWriters } from '../../adapters/server/persistence/redis-recent-writers.ts'
import { announcingBilling } from '../../application/server/announcing-billing.ts'
import { ContactAccessLowWatch, CreditsLowWatch } from '../../application/server/credits-low-watch.ts'
import type { ContactSource } from '../../application/server/ports/contact-source.port.ts'
import { token } from '../token.ts'
import { type BackgroundWork, ServerTokens as T } from '../tokens.ts'
import { typedAsyncResolver, typedResolver } from '../typed-resolution.ts'
import { PublicApiTokens } from './public-api.area.ts'

/**
 * The read side (issue 32 §4; docs/operations.md, "Adding a read replica"): the contact data for the
 * read-heavy calls that may be a moment behind (autocomplete, members pages, the home page's counts),
 * and who just wrote, whose own Contacts reads stay on the primary for a while.
 */
export const PersistenceTokens = {
  ReadContactSource: token<ContactSource>('ReadContactSource'),
  RecentWriters: token<RecentWriters>('RecentWriters'),
} as const

/** The database (opened, migrated, demo data loaded when empty) and a Kysely repository per port. */
export const bindPersistenceArea = (container: Container, config: ServerConfig): void => {
  // Persistence
  container.bind(T.Database).toDynamicValue(async (ctx) => {
    const logger = typedResolver(ctx)(T.Logger)
    const replica = config.databaseUrl === undefined ? null : config.readReplica
    if (config.databaseUrl === undefined && config.readReplica !== null)
      logger.warn('DATABASE_READ_URL is ignored: the embedded database has no replica (set DATABASE_URL)')
    const database = await openDatabase({
      ...(config.databaseUrl === undefined
        ? { dataDir: config.dataDir }
        : { databaseUrl: config.databaseUrl }),
      onConnectionError: (error) => logger.warn({ err: error }, 'database connection lost'),
      ...(replica === null
        ? {}
        : {
            readReplica: {
              ...replica,
              onChange: (target, check) =>
                target.use === 'replica'
                  ? logger.info({ lagMs: target.lagMs }, 'reads go to the read replica')
                  : logger.warn(
                      { because: target.because, lagMs: target.lagMs, ...check },
                      `reads go to the primary: the read replica is ${target.because === 'lagging' ? `behind by more than ${replica.maxLagMs} ms` : target.because}`,
                    ),
            },
          }),
    })
    if ((database.migrated ?? []).length > 0)
      logger.info({ migrations: database.migrated }, 'migrated the database')
    if (config.demo.companies > 0) {
      const demo = await loadDemoDataIfEmpty(database.db, {
        ...config.demo,
        asOf: new Date(),
        suppressionPepper: config.optOut.suppressionPepper,
      })
      if (demo.loaded) logger.info(demo, 'loaded the demo dataset into the empty database')
    }
    return database
  })
  // Repositories are built on the opened database.
  const onDatabase =
    <Value>(make: (db: OpenDatabase['db']) => Value) =>
    async (ctx: ResolutionContext) =>
      make((await typedAsyncResolver(ctx)(T.Database)).db)
  // Every charge (the ledger's, and a reveal's or members page's with contact access) is watched for
  // the one that takes the credits to the low line (`credits.low`, issue 21 §4).
  container
    .bind(T.CreditLedger)
    .toDynamicValue(
      async (ctx) =>
        new CreditsLowWatch(
          new KyselyCreditLedgerRepository((await typedAsyncResolver(ctx)(T.Database)).db),
          typedResolver(ctx)(PublicApiTokens.EmittedEvents),
        ),
    )
  container.bind(T.Users).toDynamicValue(onDatabase((db) => new KyselyUserRepository(db)))
  container.bind(T.ContactSource).toDynamicValue(onDatabase((db) => new KyselyContactSource(db)))
  container
    .bind(PersistenceTokens.ReadContactSource)
    .toDynamicValue(
      async (ctx) => new KyselyContactSource((await typedAsyncResolver(ctx)(T.Database)).readDb),
    )
  // Marks live a replica's allowed lag plus two looks at it: the longest a replica in use can be behind.
  container.bind(PersistenceTokens.RecentWriters).toDynamicValue((ctx) => {
    const replica = config.readReplica
    const windowMs = replica === null ? 0 : replica.maxLagMs + 2 * replica.checkIntervalMs
    const { redisUrl, redisKeyPrefix } = config.publicApi
    // Without a replica nothing reads them; with Redis, every process sees every process's marks.
    if (redisUrl === null || replica === null) return new MemoryRecentWriters(windowMs)
    const logger = typedResolver(ctx)(T.Logger)
    return new RedisRecentWriters(`${redisUrl}`, `${redisKeyPrefix}wrote:`, windowMs, (error) =>
      logger.warn({ err: error }, 'recent writers unavailable: Contacts reads go to the primary'),
    )
  })
  container.bind(T.BackgroundWork).toDynamicValue((ctx): BackgroundWork => {
    const writers = typedResolver(ctx)(PersistenceTokens.RecentWriters)
    return { start: async () => {}, stop: () => writers.close() }
  })
  container.bind(T.ContactAccess).toDynamicValue(async (ctx) => {
    const database = await typedAsyncResolver(ctx)(T.Database)
    const access = new ContactAccessLowWatch(
      new KyselyContactAccessRepository(database.db),
      typedResolver(ctx)(PublicApiTokens.EmittedEvents),
    )
    // With a replica, a reveal marks its user: their Contacts page reads the primary for a while.
    return database.readReplica === undefined
      ? access
      : markingReveals(access, typedResolver(ctx)(PersistenceTokens.RecentWriters))
  })
  container.bind(T.SearchLog).toDynamicValue(onDatabase((db) => new KyselySearchLogRepository(db)))
  container.bind(T.Invitations).toDynamicValue(onDatabase((db) => new KyselyInvitationRepository(db)))
  // Every change of a user's holdings is announced: it may change their API limits (issue 32).
  container
    .bind(T.Billing)
    .toDynamicValue(async (ctx) =>
      announcingBilling(
        new KyselyBillingRepository((await typedAsyncResolver(ctx)(T.Database)).db),
        typedResolver(ctx)(PublicApiTokens.ApiLimitChanges),
      ),
    )
  container.bind(T.AuditLog).toDynamicValue(onDatabase((db) => new KyselyAuditLogRepository(db)))
}
