import { type Kysely, sql } from 'kysely'
import { type Migration, Migrator } from 'kysely/migration'
import * as credits from './0001-credits.ts'
import * as accounts from './0002-accounts.ts'
import * as contacts from './0003-contacts.ts'
import * as invitations from './0004-invitations.ts'
import * as orders from './0005-orders.ts'
import * as contactAccess from './0006-contact-access.ts'
import * as identity from './0007-identity.ts'
import * as auditLog from './0008-audit-log.ts'
import * as optOut from './0009-opt-out.ts'
import * as emailVerification from './0010-email-verification.ts'
import * as emailFinds from './0011-email-finds.ts'
import * as emailBounces from './0012-email-bounces.ts'
import * as enrichmentJobs from './0013-enrichment-jobs.ts'
import * as contactsWorkspace from './0014-contacts-workspace.ts'
import * as publicApi from './0015-public-api.ts'
import * as webhooks from './0015a-webhooks.ts'
import * as paymentProviders from './0016-payment-providers.ts'
import * as optOutReviews from './0017-opt-out-reviews.ts'
import * as customApiLimits from './0018-custom-api-limits.ts'
import * as webhookSecretRotation from './0019-webhook-secret-rotation.ts'
import * as ledgerEnrichmentJob from './0020-ledger-enrichment-job.ts'
import * as sharedSettings from './0021-shared-settings.ts'

/**
 * Every migration, by name, in order. Listed in code rather than found by scanning a folder, so they
 * run the same under tsx, vitest and a bundle. Names sort in the order they must run.
 */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001-credits': credits,
  '0002-accounts': accounts,
  '0003-contacts': contacts,
  '0004-invitations': invitations,
  '0005-orders': orders,
  '0006-contact-access': contactAccess,
  '0007-identity': identity,
  '0008-audit-log': auditLog,
  '0009-opt-out': optOut,
  '0010-email-verification': emailVerification,
  '0011-email-finds': emailFinds,
  '0012-email-bounces': emailBounces,
  '0013-enrichment-jobs': enrichmentJobs,
  '0014-contacts-workspace': contactsWorkspace,
  '0015-public-api': publicApi,
  '0015a-webhooks': webhooks,
  '0016-payment-providers': paymentProviders,
  '0017-opt-out-reviews': optOutReviews,
  '0018-custom-api-limits': customApiLimits,
  '0019-webhook-secret-rotation': webhookSecretRotation,
  '0020-ledger-enrichment-job': ledgerEnrichmentJob,
  '0021-shared-settings': sharedSettings,
}

/**
 * Brings the database to the latest schema. Safe to run from several processes at once on PostgreSQL:
 * Kysely's migrator holds an advisory lock while it migrates, and each migration runs in a transaction.
 * Answers the migrations this call ran (none when another process had run them: the four-at-once drill
 * counts them, tests/e2e/four-at-once.e2e.test.ts).
 */
export const migrateToLatest = async <DB>(db: Kysely<DB>): Promise<readonly string[]> => {
  // Kysely looks for its bookkeeping tables in every schema unless told one; name the schema we work in
  // (the search_path's first), so a database shared by several schemas migrates each on its own.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db)
  const schema = rows[0]?.schema
  if (schema === undefined) throw new Error('the database reports no current schema (empty search_path?)')
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    migrationTableSchema: schema,
  })
  for (let attempt = 1; ; attempt++) {
    const { error, results } = await migrator.migrateToLatest()
    if (error === undefined)
      return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
    // Kysely's migrator looks through every schema's tables for its own; a schema another process drops
    // during that look (services or test runs sharing one server) fails it with "schema does not exist".
    // The look is harmless to repeat.
    if (attempt < MIGRATION_TRIES && isOtherSchemaGone(error, schema)) continue
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'before any migration ran'
    throw new Error(`database migration failed (${failed})`, { cause: error })
  }
}

const MIGRATION_TRIES = 5

/** PostgreSQL's invalid_schema_name (3F000) about a schema that is not ours. */
export const isOtherSchemaGone = (error: unknown, ours: string): boolean => {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  return code === '3F000' && typeof message === 'string' && !message.includes(`"${ours}"`)
}
