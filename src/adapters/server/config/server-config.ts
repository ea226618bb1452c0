import { join } from 'node:path'
import { Effect, Result, Schema } from 'effect'
import { validatePassword, validateUsername } from '../../../domain/identity/credentials.ts'
import { CHECKOUT_PROVIDERS, type CheckoutProviderName } from '../../../domain/orders/payment-providers.ts'
import { EXTENSION_ID } from '../extension/extension-key.ts'
import { ConfigError, configProblems } from './config-error.ts'

// Configuration is a boundary (DESIGN rule 13): the environment is decoded once, at start-up,
// and a bad value stops the service with a message naming the variable.
const orDefault = <S extends Schema.Constraint & { readonly Encoded: string }>(schema: S, value: string) =>
  Schema.withDecodingDefaultKey<S>(Effect.succeed(value))(schema)

const Port = Schema.FiniteFromString.pipe(
  Schema.check(Schema.isInt(), Schema.isBetween({ minimum: 0, maximum: 65535 })),
)
const Count = Schema.FiniteFromString.pipe(
  Schema.check(Schema.isInt(), Schema.isBetween({ minimum: 0, maximum: 100_000_000 })),
)
const Url = Schema.String.pipe(Schema.check(Schema.isPattern(/^https?:\/\/[^\s/]+/)))
const PostgresUrl = Schema.String.pipe(Schema.check(Schema.isPattern(/^postgres(ql)?:\/\//)))
const RedisUrl = Schema.String.pipe(Schema.check(Schema.isPattern(/^rediss?:\/\/\S+$/)))
const RedisPrefix = Schema.String.pipe(Schema.check(Schema.isPattern(/^[\w:.-]{0,64}$/)))
const Flag = Schema.Literals(['true', 'false'])
const List = Schema.String.pipe(Schema.check(Schema.isPattern(/^[\w-]+(,[\w-]+)*$/)))
// Origins only (scheme, host, port; no path): `https://app.example,chrome-extension://abc`.
const ORIGIN = String.raw`[a-z][a-z\d+.-]*:\/\/[^\s/,*']+\/?`
const Origins = Schema.String.pipe(
  Schema.check(Schema.isPattern(new RegExp(`^${ORIGIN}(,${ORIGIN})*$`, 'i'))),
)
const PerMinute = Schema.FiniteFromString.pipe(
  Schema.check(Schema.isInt(), Schema.isBetween({ minimum: 0, maximum: 1_000_000 })),
)
// Fastify's trustProxy: true (any), false, a hop count, or addresses/CIDRs/keywords such as loopback.
const TrustProxy = Schema.String.pipe(
  Schema.check(Schema.isPattern(/^(true|false|\d{1,2}|[\w.:/]+(,[\w.:/]+)*)$/)),
)

// The first accounts' names and passwords follow the sign-up page's rules.
const Username = Schema.String.pipe(
  Schema.check(
    Schema.makeFilter((name: string) =>
      typeof validateUsername(name) === 'string'
        ? undefined
        : '3–32 letters, digits, dots, dashes or underscores',
    ),
  ),
)
const Password = Schema.String.pipe(
  Schema.check(
    Schema.makeFilter((password: string) =>
      typeof validatePassword(password) === 'string' ? undefined : 'a password of at least 8 characters',
    ),
  ),
)

const IsoInstant = Schema.String.pipe(
  Schema.check(
    Schema.makeFilter((value: string) => !Number.isNaN(Date.parse(value)) || 'an ISO 8601 date-time'),
  ),
)

// Opt-out mail: a sender with an address and no line breaks (a header value); a pepper long enough to
// be a secret, without NUL (the suppression key's field separator).
// The sign-up form's rule (domain/identity/credentials.ts): one @, a dot in the domain, no spaces.
const AccountEmail = Schema.String.pipe(
  Schema.check(Schema.isMaxLength(254), Schema.isPattern(/^[^\s@]+@[^\s@]+\.[^\s@]+$/)),
)
const MailFrom = Schema.String.pipe(Schema.check(Schema.isPattern(/^[^\p{Cc}]*@[^\p{Cc}]*$/u)))
const Pepper = Schema.String.pipe(Schema.check(Schema.isMinLength(16), Schema.isPattern(/^[^\0]*$/)))

// The contact engine's settings.
const HostName = Schema.String.pipe(
  Schema.check(Schema.isPattern(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/i)),
)
const HOST_PORT = String.raw`[\w.-]+:\d{1,5}`
const HostPort = Schema.String.pipe(Schema.check(Schema.isPattern(new RegExp(`^${HOST_PORT}$`))))
const HostPorts = Schema.String.pipe(
  Schema.check(Schema.isPattern(/^[\w.-]+(:\d{1,5})?(,[\w.-]+(:\d{1,5})?)*$/)),
)
const SmallCount = Schema.FiniteFromString.pipe(
  Schema.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 100 })),
)
const Milliseconds = Schema.FiniteFromString.pipe(
  Schema.check(Schema.isInt(), Schema.isBetween({ minimum: 0, maximum: 3_600_000 })),
)
// How often the read replica's lag is looked at: not so often that the looks load the servers.
const CheckMilliseconds = Schema.FiniteFromString.pipe(
  Schema.check(Schema.isInt(), Schema.isBetween({ minimum: 100, maximum: 60_000 })),
)
const Days = Schema.FiniteFromString.pipe(
  Schema.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 3650 })),
)
// pg-boss takes no heartbeat shorter than 10 s.
const HeartbeatSeconds = Schema.FiniteFromString.pipe(
  Schema.check(Schema.isInt(), Schema.isBetween({ minimum: 10, maximum: 3600 })),
)
// At least 2: a second for the job engine to hand back what it could not finish, one to exit.
const GraceSeconds = Schema.FiniteFromString.pipe(
  Schema.check(Schema.isInt(), Schema.isBetween({ minimum: 2, maximum: 3600 })),
)
const RetryDelaySeconds = Schema.FiniteFromString.pipe(
  Schema.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 3600 })),
)

// Stripe's secret (or restricted) key and a webhook endpoint's signing secret, as its dashboard shows them.
const StripeKey = Schema.String.pipe(Schema.check(Schema.isPattern(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/)))
const StripeWebhookSecret = Schema.String.pipe(Schema.check(Schema.isPattern(/^whsec_[A-Za-z0-9+/=]+$/)))

const LogLevel = Schema.Literals(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])

const Environment = Schema.Struct({
  PORT: orDefault(Port, '3000'),
  HOST: orDefault(Schema.String, '0.0.0.0'),
  DATA_DIR: orDefault(Schema.String, './data'),
  WEB_DIST_DIR: orDefault(Schema.String, './dist'),
  WEB_RENDER_DIR: orDefault(Schema.String, './dist-render'),
  EXTENSION_DIST_DIR: orDefault(Schema.String, './dist-extension'),
  EXTENSION_CLIENT_ID: orDefault(Schema.String, 'leadlens-extension'),
  // Another key (a store listing's) gives another id; the provider must know the id the extension has.
  EXTENSION_ID: Schema.optionalKey(Schema.String.pipe(Schema.check(Schema.isPattern(/^[a-p]{32}$/)))),
  LOG_LEVEL: orDefault(LogLevel, 'info'),
  // How long a stop (SIGTERM, SIGINT) may take: 30 s, as long as Kubernetes waits before SIGKILL.
  SHUTDOWN_GRACE_SECONDS: orDefault(GraceSeconds, '30'),
  BRAND_NAME: orDefault(Schema.String, 'LeadLens'),
  SUPPORT_EMAIL: orDefault(Schema.String, 'support@leadlens.example'),
  SALES_EMAIL: orDefault(Schema.String, 'sales@leadlens.example'),
  CHAT_LINK: orDefault(Url, 'https://chat.leadlens.example/support'),
  NOTICE_START: Schema.optionalKey(IsoInstant),
  NOTICE_END: Schema.optionalKey(IsoInstant),
  DATABASE_URL: Schema.optionalKey(PostgresUrl),
  // A streaming replica for the read-heavy calls (docs/operations.md, "Adding a read replica"); used
  // while it is at most DATABASE_READ_MAX_LAG_MS behind, looked at every DATABASE_READ_CHECK_MS.
  DATABASE_READ_URL: Schema.optionalKey(PostgresUrl),
  DATABASE_READ_MAX_LAG_MS: orDefault(Milliseconds, '2000'),
  DATABASE_READ_CHECK_MS: orDefault(CheckMilliseconds, '1000'),
  PUBLIC_URL: Schema.optionalKey(Url),
  OIDC_ISSUER: Schema.optionalKey(Url),
  OIDC_AUDIENCE: orDefault(Schema.String, 'urn:leadlens:api'),
  OIDC_ROLES_CLAIM: orDefault(Schema.String, 'roles'),
  // Every asymmetric JOSE algorithm (providers differ: Logto signs ES384); never `none` or HMAC.
  OIDC_ALGORITHMS: orDefault(List, 'RS256,RS384,RS512,PS256,PS384,PS512,ES256,ES384,ES512,EdDSA'),
  OIDC_CLIENT_ID: orDefault(Schema.String, 'leadlens-web'),
  ADMIN_USERNAME: orDefault(Username, 'admin'),
  ADMIN_PASSWORD: Schema.optionalKey(Password),
  ADMIN_EMAIL: Schema.optionalKey(AccountEmail),
  DEMO_USERNAME: orDefault(Username, 'demo'),
  DEMO_PASSWORD: Schema.optionalKey(Password),
  DEMO_EMAIL: Schema.optionalKey(AccountEmail),
  DEMO_SEED: orDefault(Schema.String, 'leadlens-demo'),
  DEMO_COMPANIES: orDefault(Count, '3000'),
  PAYMENT_SECRET: Schema.optionalKey(Schema.String.pipe(Schema.check(Schema.isMinLength(16)))),
  // GET /metrics (docs/operations.md, "What to watch"): off unless a token is set.
  METRICS_TOKEN: Schema.optionalKey(Schema.String.pipe(Schema.check(Schema.isMinLength(16)))),
  // Payments (docs/payments.md): the embedded sandbox, or Stripe Checkout with its keys.
  PAYMENT_PROVIDER: orDefault(Schema.Literals(CHECKOUT_PROVIDERS), 'sandbox'),
  STRIPE_SECRET_KEY: Schema.optionalKey(StripeKey),
  STRIPE_WEBHOOK_SECRET: Schema.optionalKey(StripeWebhookSecret),
  STRIPE_API_URL: Schema.optionalKey(Url),
  SELLER_NAME: Schema.optionalKey(Schema.String),
  SELLER_ADDRESS: Schema.optionalKey(Schema.String),
  OUTBOX_DIR: Schema.optionalKey(Schema.String),
  MAIL_FROM: Schema.optionalKey(MailFrom),
  SUPPRESSION_PEPPER: Schema.optionalKey(Pepper),
  // Only a proxy on this machine by default: a client reaching the service directly cannot choose the
  // address its limits are counted under (X-Forwarded-For). Behind another proxy, name it.
  TRUST_PROXY: orDefault(TrustProxy, 'loopback'),
  CORS_ORIGINS: Schema.optionalKey(Origins),
  CSP_IMG_ORIGINS: Schema.optionalKey(Origins),
  // Generous: a person never meets them, nor do the test suites; 0 turns a limit off.
  RATE_LIMIT_PER_MINUTE: orDefault(PerMinute, '1200'),
  RATE_LIMIT_USER_PER_MINUTE: orDefault(PerMinute, '600'),
  RATE_LIMIT_LOGIN_PER_MINUTE: orDefault(PerMinute, '10'),
  // The contact engine (docs/contact-engine.md): how the verifier reaches mail servers, and how much
  // re-verification runs in the background.
  VERIFY_HELO_NAME: orDefault(HostName, 'verify.leadlens.example'),
  VERIFY_MAIL_FROM: orDefault(MailFrom, 'verify@leadlens.example'),
  VERIFY_SMTP_PORT: orDefault(Port, '25'),
  VERIFY_DNS_SERVERS: Schema.optionalKey(HostPorts),
  VERIFY_SOCKS_PROXY: Schema.optionalKey(HostPort),
  VERIFY_PER_HOST_CONNECTIONS: orDefault(SmallCount, '2'),
  VERIFY_PER_HOST_INTERVAL_MS: orDefault(Milliseconds, '250'),
  VERIFY_BUDGET_MS: orDefault(Milliseconds, '60000'),
  REVERIFY_AFTER_DAYS: orDefault(Days, '90'),
  REVERIFY_DAILY_BUDGET: orDefault(Count, '5000'),
  VERIFY_WORKERS: orDefault(Count, '2'),
  // The public API (docs/api.md): rate-limit counts shared by every process in Redis, and webhooks.
  REDIS_URL: Schema.optionalKey(RedisUrl),
  REDIS_KEY_PREFIX: orDefault(RedisPrefix, 'leadlens:'),
  WEBHOOKS_ALLOW_PRIVATE_TARGETS: orDefault(Flag, 'false'),
  JOB_HEARTBEAT_SECONDS: orDefault(HeartbeatSeconds, '60'),
  // The first wait before a failed job runs again (it doubles each try): a crash drill sets it short.
  JOB_RETRY_DELAY_SECONDS: orDefault(RetryDelaySeconds, '30'),
  // Bulk enrichment (docs/bulk-enrichment.md): how long a dead process holds a job before another takes it.
  ENRICHMENT_LEASE_SECONDS: orDefault(SmallCount, '60'),
  ENRICHMENT_WORKERS: orDefault(Count, '2'),
})

const PER_MINUTE = 'a whole number from 0 (no limit) to 1000000'
const ORIGINS = 'origins separated by commas, such as https://app.example (no path)'

/** What each checked variable accepts, in the words a person setting it needs (a bad value's message). */
const ALLOWED: Partial<Record<keyof typeof Environment.fields, string>> = {
  PORT: 'a whole number from 0 to 65535',
  EXTENSION_ID: 'an extension id: 32 letters from a to p',
  LOG_LEVEL: 'one of fatal, error, warn, info, debug, trace, silent',
  CHAT_LINK: 'an http:// or https:// address',
  NOTICE_START: 'an ISO 8601 date-time, such as 2026-12-01T02:00:00Z',
  NOTICE_END: 'an ISO 8601 date-time, such as 2026-12-01T04:00:00Z',
  DATABASE_URL: 'a postgres:// or postgresql:// address',
  DATABASE_READ_URL: 'a postgres:// or postgresql:// address',
  DATABASE_READ_MAX_LAG_MS: 'a whole number of milliseconds from 0 to 3600000',
  DATABASE_READ_CHECK_MS: 'a whole number of milliseconds from 100 to 60000',
  PUBLIC_URL: 'an http:// or https:// address',
  OIDC_ISSUER: 'an http:// or https:// address',
  OIDC_ALGORITHMS: 'algorithm names separated by commas, such as RS256,ES256',
  ADMIN_USERNAME: '3 to 32 letters, digits, dots, dashes or underscores',
  ADMIN_PASSWORD: 'a password of at least 8 characters',
  ADMIN_EMAIL: 'an email address, such as admin@leads.example',
  DEMO_USERNAME: '3 to 32 letters, digits, dots, dashes or underscores',
  DEMO_PASSWORD: 'a password of at least 8 characters',
  DEMO_EMAIL: 'an email address, such as demo@leads.example',
  DEMO_COMPANIES: 'a whole number from 0 to 100000000',
  PAYMENT_SECRET: 'a secret of at least 16 characters',
  METRICS_TOKEN: 'a secret of at least 16 characters',
  PAYMENT_PROVIDER: 'sandbox or stripe',
  STRIPE_SECRET_KEY: 'a Stripe secret key, sk_live_… or sk_test_… (or a restricted rk_… key)',
  STRIPE_WEBHOOK_SECRET: "a Stripe webhook endpoint's signing secret, whsec_…",
  STRIPE_API_URL: 'an http:// or https:// address',
  MAIL_FROM: 'a sender with an @ and no line breaks, such as LeadLens <no-reply@leads.example>',
  SUPPRESSION_PEPPER: 'a secret of at least 16 characters, without NUL',
  TRUST_PROXY: 'true, false, a hop count, or addresses and keywords separated by commas (loopback)',
  CORS_ORIGINS: ORIGINS,
  CSP_IMG_ORIGINS: ORIGINS,
  RATE_LIMIT_PER_MINUTE: PER_MINUTE,
  RATE_LIMIT_USER_PER_MINUTE: PER_MINUTE,
  RATE_LIMIT_LOGIN_PER_MINUTE: PER_MINUTE,
  VERIFY_HELO_NAME: 'a host name, such as verify.leads.example (its A and PTR records should match)',
  VERIFY_MAIL_FROM: 'an address, such as verify@leads.example',
  VERIFY_SMTP_PORT: 'a whole number from 0 to 65535',
  VERIFY_DNS_SERVERS: 'DNS servers separated by commas, each host or host:port',
  VERIFY_SOCKS_PROXY: 'a SOCKS5 proxy as host:port',
  VERIFY_PER_HOST_CONNECTIONS: 'a whole number from 1 to 100',
  VERIFY_PER_HOST_INTERVAL_MS: 'milliseconds, from 0 to 3600000',
  VERIFY_BUDGET_MS: 'milliseconds, from 0 to 3600000',
  REVERIFY_AFTER_DAYS: 'a whole number of days from 1 to 3650',
  REVERIFY_DAILY_BUDGET: 'a whole number from 0 to 100000000',
  VERIFY_WORKERS: 'a whole number: re-checks this process works at once (0: none)',
  REDIS_URL: 'a redis:// or rediss:// address, such as redis://127.0.0.1:6379',
  REDIS_KEY_PREFIX: 'up to 64 letters, digits, colons, dots, dashes or underscores',
  WEBHOOKS_ALLOW_PRIVATE_TARGETS: 'true or false',
  JOB_HEARTBEAT_SECONDS: 'a whole number of seconds from 10 to 3600',
  SHUTDOWN_GRACE_SECONDS: 'a whole number of seconds from 2 to 3600',
  JOB_RETRY_DELAY_SECONDS: 'a whole number of seconds from 1 to 3600',
  ENRICHMENT_LEASE_SECONDS: 'a whole number of seconds from 1 to 100',
  ENRICHMENT_WORKERS: 'a whole number: enrichment jobs this process works at once (0: none)',
}

/** Every bad setting at once, one line each; throws ConfigError. */
const decodeEnvironment = (env: Record<string, string | undefined>) => {
  const given = withoutEmptyValues(env)
  const decoded = Schema.decodeUnknownResult(Environment, { errors: 'all' })(given)
  if (Result.isFailure(decoded)) throw new ConfigError(configProblems(decoded.failure.issue, given, ALLOWED))
  return decoded.success
}

export type FirstAccountConfig = {
  readonly username: string
  readonly password: string | undefined
  /** ADMIN_EMAIL / DEMO_EMAIL: the account's address (the dashboard's user menu shows it). */
  readonly email: string | undefined
}

export interface ServerConfig {
  readonly port: number
  readonly host: string
  readonly dataDir: string
  readonly webDistDir: string
  /** The server's renderer of the public pages (`npm run build`). */
  readonly webRenderDir: string
  /**
   * How long a stop may take: requests in flight and running jobs finish within it, and what a job could
   * not finish is handed back to the queue; past it the process exits 1 (docs/operations.md).
   */
  readonly shutdownGraceSeconds: number
  /** The built browser extension (`npm run build:extension`), served as a zip, and its sign-in client. */
  readonly extension: { readonly distDir: string; readonly clientId: string; readonly id: string }
  readonly logLevel: Schema.Schema.Type<typeof LogLevel>
  readonly brand: {
    readonly name: string
    readonly supportEmail: string
    readonly salesEmail: string
    /** The customer-service chat the contact page shows as a QR code. */
    readonly chatLink: string
  }
  /** A planned service update to announce (SPEC §8's notice), shown until it ends; null: none. */
  readonly notice: { readonly start: string; readonly end: string } | null
  /** A PostgreSQL server; absent: the embedded PGlite in `dataDir` ('memory': nothing kept). */
  readonly databaseUrl: string | undefined
  /**
   * A streaming replica of `databaseUrl` for the read-heavy calls, used while at most `maxLagMs` behind
   * (looked at every `checkIntervalMs`); null: none. Ignored on PGlite.
   */
  readonly readReplica: {
    readonly url: string
    readonly maxLagMs: number
    readonly checkIntervalMs: number
  } | null
  /** Where browsers reach the service; links in pages and the embedded issuer are built from it. */
  readonly publicUrl: string
  readonly oidc: {
    readonly issuer: string
    readonly audience: string
    readonly rolesClaim: string
    readonly algorithms: readonly string[]
    /** The web app's client id at the issuer. */
    readonly clientId: string
  }
  /**
   * The embedded OpenID Connect provider at `<PUBLIC_URL>/oidc`, and the accounts it creates on the first
   * start (no password: a random one, printed once). Null when OIDC_ISSUER names another provider.
   */
  readonly embeddedIdentity: {
    readonly admin: FirstAccountConfig
    readonly demo: FirstAccountConfig
  } | null
  /** The demo dataset loaded into an empty database; 0 companies loads none. */
  readonly demo: { readonly seed: string; readonly companies: number }
  /** Signs payment notifications; absent: a random secret per process (the embedded sandbox). */
  readonly paymentSecret: string | undefined
  /** The bearer token of GET /metrics; absent: no metrics are kept and /metrics is a 404. */
  readonly metricsToken: string | undefined
  /** Which provider takes the money, and who sells (printed on receipts). */
  readonly payments: PaymentsConfig
  /** Opt-out requests: their confirmation mail and the hashed suppression list (docs/opt-out-notes.md). */
  readonly optOut: OptOutConfig
  /** Headers and limits of every response (docs/operations.md, "Headers and limits"). */
  readonly http: HttpSecurityConfig
  /** The contact engine: how the verifier reaches mail servers, and background re-verification. */
  readonly contactEngine: ContactEngineConfig
  /** Bulk enrichment: seconds a job's lease lasts (a dead holder's job is taken over after it). */
  readonly enrichmentLeaseSeconds: number
  /** Bulk enrichment jobs this process works at once; 0: it only serves requests. */
  readonly enrichmentWorkers: number
  /** The public API: where rate-limit counts are shared, and where webhooks may go. */
  readonly publicApi: PublicApiConfig
}

export type PublicApiConfig = {
  /** Redis for the rate-limit counts of every process; null: this process's memory (one process). */
  readonly redisUrl: string | null
  readonly redisKeyPrefix: string
  /** Webhooks to loopback, private and link-local addresses: for tests only. */
  readonly webhooksAllowPrivateTargets: boolean
}

export type PaymentsConfig = {
  readonly provider: CheckoutProviderName
  /** Set exactly when the provider is Stripe. */
  readonly stripe: {
    readonly secretKey: string
    readonly webhookSecret: string
    /** Another API address (stripe-mock, a test stand-in); absent: Stripe's own. */
    readonly apiUrl: string | undefined
  } | null
  readonly seller: { readonly name: string; readonly address: string }
}

export type ContactEngineConfig = {
  readonly heloName: string
  readonly mailFrom: string
  readonly smtpPort: number
  /** DNS servers to ask (`host` or `host:port`); empty: the system's. */
  readonly dnsServers: readonly string[]
  readonly socksProxy: { readonly host: string; readonly port: number } | null
  readonly perHostConnections: number
  readonly perHostIntervalMs: number
  /** The most one address may take, greylisting retries included. */
  readonly budgetMs: number
  readonly reverifyAfterDays: number
  readonly reverifyDailyBudget: number
  /** Re-check jobs this process works at once; 0: it only serves requests (and queues). */
  readonly verifyWorkers: number
  /** A running job whose process stops beating this long (a kill -9) is run again elsewhere. */
  readonly jobHeartbeatSeconds: number
  /** The first wait before a failed job runs again; it doubles with each try. */
  readonly jobRetryDelaySeconds: number
}

export type HttpSecurityConfig = {
  /** Which proxies' X-Forwarded-For / -Proto are believed (Fastify's trustProxy). */
  readonly trustProxy: boolean | number | readonly string[]
  /** Origins whose pages may call the API: PUBLIC_URL's, the extension's, then CORS_ORIGINS. */
  readonly corsOrigins: readonly string[]
  /** Other hosts the web app may show images from (CSP img-src), besides itself and data: URIs. */
  readonly imageOrigins: readonly string[]
  /** Requests per minute; 0: no limit. */
  readonly rateLimits: {
    /** Calls to /api and /oidc per client address. */
    readonly perIp: number
    /** API calls per signed-in user (the token's subject). */
    readonly perUser: number
    /** Failed sign-ins and sign-ups per client address, at the embedded provider's pages. */
    readonly signIn: number
  }
}

export type OptOutConfig = {
  /** Where mail is written as .eml files (the embedded outbox); 'memory': kept in memory only. */
  readonly outboxDir: string
  readonly mailFrom: string
  /**
   * Mixed into every suppression key; '' when unset (the fixed namespace alone). The importer must be
   * given the same one, and it must never change: keys made with another would match no one.
   */
  readonly suppressionPepper: string
}

export const loadServerConfig = (env: Record<string, string | undefined>): ServerConfig => {
  const decoded = decodeEnvironment(env)
  const publicUrl = (decoded.PUBLIC_URL ?? `http://localhost:${decoded.PORT}`).replace(/\/$/, '')
  return {
    port: decoded.PORT,
    host: decoded.HOST,
    dataDir: decoded.DATA_DIR,
    webDistDir: decoded.WEB_DIST_DIR,
    webRenderDir: decoded.WEB_RENDER_DIR,
    shutdownGraceSeconds: decoded.SHUTDOWN_GRACE_SECONDS,
    extension: {
      distDir: decoded.EXTENSION_DIST_DIR,
      clientId: decoded.EXTENSION_CLIENT_ID,
      id: decoded.EXTENSION_ID ?? EXTENSION_ID,
    },
    logLevel: decoded.LOG_LEVEL,
    brand: {
      name: decoded.BRAND_NAME,
      supportEmail: decoded.SUPPORT_EMAIL,
      salesEmail: decoded.SALES_EMAIL,
      chatLink: decoded.CHAT_LINK,
    },
    notice:
      decoded.NOTICE_START === undefined || decoded.NOTICE_END === undefined
        ? null
        : {
            start: new Date(decoded.NOTICE_START).toISOString(),
            end: new Date(decoded.NOTICE_END).toISOString(),
          },
    databaseUrl: decoded.DATABASE_URL,
    readReplica:
      decoded.DATABASE_READ_URL === undefined
        ? null
        : {
            url: decoded.DATABASE_READ_URL,
            maxLagMs: decoded.DATABASE_READ_MAX_LAG_MS,
            checkIntervalMs: decoded.DATABASE_READ_CHECK_MS,
          },
    publicUrl,
    oidc: {
      issuer: decoded.OIDC_ISSUER ?? `${publicUrl}/oidc`,
      audience: decoded.OIDC_AUDIENCE,
      rolesClaim: decoded.OIDC_ROLES_CLAIM,
      algorithms: asymmetricOnly(decoded.OIDC_ALGORITHMS.split(',')),
      clientId: decoded.OIDC_CLIENT_ID,
    },
    embeddedIdentity:
      decoded.OIDC_ISSUER === undefined
        ? {
            admin: {
              username: decoded.ADMIN_USERNAME,
              password: decoded.ADMIN_PASSWORD,
              email: decoded.ADMIN_EMAIL,
            },
            demo: {
              username: decoded.DEMO_USERNAME,
              password: decoded.DEMO_PASSWORD,
              email: decoded.DEMO_EMAIL,
            },
          }
        : null,
    demo: { seed: decoded.DEMO_SEED, companies: decoded.DEMO_COMPANIES },
    paymentSecret: decoded.PAYMENT_SECRET,
    metricsToken: decoded.METRICS_TOKEN,
    payments: {
      provider: decoded.PAYMENT_PROVIDER,
      stripe: decoded.PAYMENT_PROVIDER === 'stripe' ? stripeOf(decoded) : null,
      seller: { name: decoded.SELLER_NAME ?? decoded.BRAND_NAME, address: decoded.SELLER_ADDRESS ?? '' },
    },
    optOut: {
      outboxDir:
        decoded.OUTBOX_DIR ?? (decoded.DATA_DIR === 'memory' ? 'memory' : join(decoded.DATA_DIR, 'outbox')),
      mailFrom: decoded.MAIL_FROM ?? `${decoded.BRAND_NAME} <no-reply@leadlens.example>`,
      suppressionPepper: decoded.SUPPRESSION_PEPPER ?? '',
    },
    http: {
      trustProxy: trustProxyOf(decoded.TRUST_PROXY),
      corsOrigins: [
        ...new Set([
          new URL(publicUrl).origin,
          `chrome-extension://${decoded.EXTENSION_ID ?? EXTENSION_ID}`,
          ...originsOf(decoded.CORS_ORIGINS),
        ]),
      ],
      imageOrigins: originsOf(decoded.CSP_IMG_ORIGINS),
      rateLimits: {
        perIp: decoded.RATE_LIMIT_PER_MINUTE,
        perUser: decoded.RATE_LIMIT_USER_PER_MINUTE,
        signIn: decoded.RATE_LIMIT_LOGIN_PER_MINUTE,
      },
    },
    contactEngine: {
      heloName: decoded.VERIFY_HELO_NAME,
      mailFrom: decoded.VERIFY_MAIL_FROM,
      smtpPort: decoded.VERIFY_SMTP_PORT,
      dnsServers: decoded.VERIFY_DNS_SERVERS?.split(',') ?? [],
      socksProxy: hostPortOf(decoded.VERIFY_SOCKS_PROXY),
      perHostConnections: decoded.VERIFY_PER_HOST_CONNECTIONS,
      perHostIntervalMs: decoded.VERIFY_PER_HOST_INTERVAL_MS,
      budgetMs: decoded.VERIFY_BUDGET_MS,
      reverifyAfterDays: decoded.REVERIFY_AFTER_DAYS,
      reverifyDailyBudget: decoded.REVERIFY_DAILY_BUDGET,
      verifyWorkers: decoded.VERIFY_WORKERS,
      jobHeartbeatSeconds: decoded.JOB_HEARTBEAT_SECONDS,
      jobRetryDelaySeconds: decoded.JOB_RETRY_DELAY_SECONDS,
    },
    enrichmentLeaseSeconds: decoded.ENRICHMENT_LEASE_SECONDS,
    enrichmentWorkers: decoded.ENRICHMENT_WORKERS,
    publicApi: {
      redisUrl: decoded.REDIS_URL ?? null,
      redisKeyPrefix: decoded.REDIS_KEY_PREFIX,
      webhooksAllowPrivateTargets: decoded.WEBHOOKS_ALLOW_PRIVATE_TARGETS === 'true',
    },
  }
}

// Stripe cannot run without its two secrets: say so at start, one line each, rather than at the first sale.
const stripeOf = (decoded: {
  readonly STRIPE_SECRET_KEY?: string
  readonly STRIPE_WEBHOOK_SECRET?: string
  readonly STRIPE_API_URL?: string
}): NonNullable<PaymentsConfig['stripe']> => {
  const missing = (['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const).filter(
    (name) => decoded[name] === undefined,
  )
  if (missing.length > 0)
    throw new ConfigError(
      missing.map((name) => ({
        name,
        given: '(unset)',
        allowed: `${ALLOWED[name]}, required when PAYMENT_PROVIDER=stripe`,
      })),
    )
  return {
    secretKey: decoded.STRIPE_SECRET_KEY ?? '',
    webhookSecret: decoded.STRIPE_WEBHOOK_SECRET ?? '',
    apiUrl: decoded.STRIPE_API_URL,
  }
}

const hostPortOf = (value: string | undefined) => {
  if (value === undefined) return null
  const at = value.lastIndexOf(':')
  return { host: value.slice(0, at), port: Number(value.slice(at + 1)) }
}

// A browser sends `Origin` without a trailing slash and with a lower-case scheme and host.
const originsOf = (list: string | undefined): string[] =>
  list === undefined ? [] : list.split(',').map((origin) => origin.replace(/\/$/, '').toLowerCase())

const trustProxyOf = (value: string): HttpSecurityConfig['trustProxy'] => {
  if (value === 'true' || value === 'false') return value === 'true'
  return /^\d+$/.test(value) ? Number(value) : value.split(',')
}

// `PORT= npm start` should mean "the default", as it does for most tools.
const withoutEmptyValues = (env: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''))

// `none` would accept unsigned tokens and HMAC would let anyone holding the public key sign one.
const asymmetricOnly = (algorithms: readonly string[]): readonly string[] => {
  const unsafe = algorithms.filter((alg) => /^(none|HS\d+)$/i.test(alg))
  if (unsafe.length > 0)
    throw new ConfigError([
      {
        name: 'OIDC_ALGORITHMS',
        given: JSON.stringify(algorithms.join(',')),
        allowed: `asymmetric algorithms only (refusing ${unsafe.join(', ')})`,
      },
    ])
  return algorithms
}
