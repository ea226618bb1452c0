import { Effect, Schema } from 'effect'
import { validatePassword, validateUsername } from '../../../domain/identity/credentials.ts'
import { EXTENSION_ID } from '../extension/extension-key.ts'

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
const List = Schema.String.pipe(Schema.check(Schema.isPattern(/^[\w-]+(,[\w-]+)*$/)))

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

const LogLevel = Schema.Literals(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])

const Environment = Schema.Struct({
  PORT: orDefault(Port, '3000'),
  HOST: orDefault(Schema.String, '0.0.0.0'),
  DATA_DIR: orDefault(Schema.String, './data'),
  WEB_DIST_DIR: orDefault(Schema.String, './dist'),
  EXTENSION_DIST_DIR: orDefault(Schema.String, './dist-extension'),
  EXTENSION_CLIENT_ID: orDefault(Schema.String, 'leadlens-extension'),
  // Another key (a store listing's) gives another id; the provider must know the id the extension has.
  EXTENSION_ID: Schema.optionalKey(Schema.String.pipe(Schema.check(Schema.isPattern(/^[a-p]{32}$/)))),
  LOG_LEVEL: orDefault(LogLevel, 'info'),
  BRAND_NAME: orDefault(Schema.String, 'LeadLens'),
  SUPPORT_EMAIL: orDefault(Schema.String, 'support@leadlens.example'),
  SALES_EMAIL: orDefault(Schema.String, 'sales@leadlens.example'),
  CHAT_LINK: orDefault(Url, 'https://chat.leadlens.example/support'),
  NOTICE_START: Schema.optionalKey(IsoInstant),
  NOTICE_END: Schema.optionalKey(IsoInstant),
  DATABASE_URL: Schema.optionalKey(PostgresUrl),
  PUBLIC_URL: Schema.optionalKey(Url),
  OIDC_ISSUER: Schema.optionalKey(Url),
  OIDC_AUDIENCE: orDefault(Schema.String, 'urn:leadlens:api'),
  OIDC_ROLES_CLAIM: orDefault(Schema.String, 'roles'),
  // Every asymmetric JOSE algorithm (providers differ: Logto signs ES384); never `none` or HMAC.
  OIDC_ALGORITHMS: orDefault(List, 'RS256,RS384,RS512,PS256,PS384,PS512,ES256,ES384,ES512,EdDSA'),
  OIDC_CLIENT_ID: orDefault(Schema.String, 'leadlens-web'),
  ADMIN_USERNAME: orDefault(Username, 'admin'),
  ADMIN_PASSWORD: Schema.optionalKey(Password),
  DEMO_USERNAME: orDefault(Username, 'demo'),
  DEMO_PASSWORD: Schema.optionalKey(Password),
  DEMO_SEED: orDefault(Schema.String, 'leadlens-demo'),
  DEMO_COMPANIES: orDefault(Count, '3000'),
  PAYMENT_SECRET: Schema.optionalKey(Schema.String.pipe(Schema.check(Schema.isMinLength(16)))),
})

export type FirstAccountConfig = { readonly username: string; readonly password: string | undefined }

export interface ServerConfig {
  readonly port: number
  readonly host: string
  readonly dataDir: string
  readonly webDistDir: string
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
}

export const loadServerConfig = (env: Record<string, string | undefined>): ServerConfig => {
  const decoded = Schema.decodeUnknownSync(Environment)(withoutEmptyValues(env))
  const publicUrl = (decoded.PUBLIC_URL ?? `http://localhost:${decoded.PORT}`).replace(/\/$/, '')
  return {
    port: decoded.PORT,
    host: decoded.HOST,
    dataDir: decoded.DATA_DIR,
    webDistDir: decoded.WEB_DIST_DIR,
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
            admin: { username: decoded.ADMIN_USERNAME, password: decoded.ADMIN_PASSWORD },
            demo: { username: decoded.DEMO_USERNAME, password: decoded.DEMO_PASSWORD },
          }
        : null,
    demo: { seed: decoded.DEMO_SEED, companies: decoded.DEMO_COMPANIES },
    paymentSecret: decoded.PAYMENT_SECRET,
  }
}

// `PORT= npm start` should mean "the default", as it does for most tools.
const withoutEmptyValues = (env: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''))

// `none` would accept unsigned tokens and HMAC would let anyone holding the public key sign one.
const asymmetricOnly = (algorithms: readonly string[]): readonly string[] => {
  const unsafe = algorithms.filter((alg) => /^(none|HS\d+)$/i.test(alg))
  if (unsafe.length > 0)
    throw new Error(`OIDC_ALGORITHMS: refusing ${unsafe.join(', ')} (only asymmetric algorithms)`)
  return algorithms
}
