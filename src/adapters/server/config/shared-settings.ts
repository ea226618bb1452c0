import type { SharedSetting } from '../../../application/server/check-shared-settings.use-case.ts'
import type { ServerConfig } from './server-config.ts'

/**
 * The settings every process of one deployment must share, each with why (docs/operations.md, "Settings
 * every process shares"): checked at start against the process started before (CheckSharedSettings).
 * The docs' table is checked against this list by a test.
 */
export const SHARED_SETTINGS: readonly {
  readonly name: string
  readonly read: (config: ServerConfig) => string | null
}[] = [
  // The embedded issuer is <PUBLIC_URL>/oidc: a token issued by one process is refused by another.
  { name: 'PUBLIC_URL', read: (config) => config.publicUrl },
  { name: 'OIDC_ISSUER', read: (config) => config.oidc.issuer },
  { name: 'OIDC_AUDIENCE', read: (config) => config.oidc.audience },
  // The web app's client at the issuer: sign-in started on one process returns to another.
  { name: 'OIDC_CLIENT_ID', read: (config) => config.oidc.clientId },
  // Payment notifications signed by one process are checked by whichever the provider calls back.
  { name: 'PAYMENT_SECRET', read: (config) => config.paymentSecret ?? null },
  { name: 'PAYMENT_PROVIDER', read: (config) => config.payments.provider },
  { name: 'STRIPE_WEBHOOK_SECRET', read: (config) => config.payments.stripe?.webhookSecret ?? null },
  // A suppression key made with another pepper matches no one: an opted-out person would show again.
  { name: 'SUPPRESSION_PEPPER', read: (config) => config.optOut.suppressionPepper || null },
  // Rate-limit counts and plan changes are shared only by processes on the same Redis and prefix.
  { name: 'REDIS_URL', read: (config) => config.publicApi.redisUrl },
  { name: 'REDIS_KEY_PREFIX', read: (config) => config.publicApi.redisKeyPrefix },
  // Each process would let a user through its own limit: the effective limit is the largest.
  { name: 'RATE_LIMIT_PER_MINUTE', read: (config) => String(config.http.rateLimits.perIp) },
  { name: 'RATE_LIMIT_USER_PER_MINUTE', read: (config) => String(config.http.rateLimits.perUser) },
  { name: 'RATE_LIMIT_LOGIN_PER_MINUTE', read: (config) => String(config.http.rateLimits.signIn) },
  // The job queues' options are written by each process at its start: the last one's would hold.
  { name: 'JOB_HEARTBEAT_SECONDS', read: (config) => String(config.contactEngine.jobHeartbeatSeconds) },
  { name: 'JOB_RETRY_DELAY_SECONDS', read: (config) => String(config.contactEngine.jobRetryDelaySeconds) },
  // A process with a shorter lease takes over a bulk job another is still working.
  { name: 'ENRICHMENT_LEASE_SECONDS', read: (config) => String(config.enrichmentLeaseSeconds) },
]

export const sharedSettingsOf = (config: ServerConfig): readonly SharedSetting[] =>
  SHARED_SETTINGS.map(({ name, read }) => ({ name, value: read(config) }))
