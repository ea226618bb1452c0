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
import { type OpenDatabase, openDatabase } from '../../adapters/server/persistence/open-database.ts'
import { announcingBilling } from '../../application/server/announcing-billing.ts'
import { ContactAccessLowWatch, CreditsLowWatch } from '../../application/server/credits-low-watch.ts'
import { ServerTokens as T } from '../tokens.ts'
import { typedAsyncResolver, typedResolver } from '../typed-resolution.ts'
import { PublicApiTokens } from './public-api.area.ts'

/** The database (opened, migrated, demo data loaded when empty) and a Kysely repository per port. */
export const bindPersistenceArea = (container: Container, config: ServerConfig): void => {
  // Persistence
  container.bind(T.Database).toDynamicValue(async (ctx) => {
    const logger = typedResolver(ctx)(T.Logger)
    const database = await openDatabase({
      ...(config.databaseUrl === undefined
        ? { dataDir: config.dataDir }
        : { databaseUrl: config.databaseUrl }),
      onConnectionError: (error) => logger.warn({ err: error }, 'database connection lost'),
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
    .bind(T.ContactAccess)
    .toDynamicValue(
      async (ctx) =>
        new ContactAccessLowWatch(
          new KyselyContactAccessRepository((await typedAsyncResolver(ctx)(T.Database)).db),
          typedResolver(ctx)(PublicApiTokens.EmittedEvents),
        ),
    )
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
