import { Effect, Schema } from 'effect'

// Configuration is a boundary (DESIGN rule 13): the environment is decoded once, at start-up,
// and a bad value stops the service with a message naming the variable.
const orDefault = <S extends Schema.Constraint & { readonly Encoded: string }>(schema: S, value: string) =>
  Schema.withDecodingDefaultKey<S>(Effect.succeed(value))(schema)

const Port = Schema.FiniteFromString.pipe(
  Schema.check(Schema.isInt(), Schema.isBetween({ minimum: 0, maximum: 65535 })),
)
const LogLevel = Schema.Literals(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])

const Environment = Schema.Struct({
  PORT: orDefault(Port, '3000'),
  HOST: orDefault(Schema.String, '0.0.0.0'),
  DATA_DIR: orDefault(Schema.String, './data'),
  WEB_DIST_DIR: orDefault(Schema.String, './dist'),
  LOG_LEVEL: orDefault(LogLevel, 'info'),
  BRAND_NAME: orDefault(Schema.String, 'LeadLens'),
  SUPPORT_EMAIL: orDefault(Schema.String, 'support@leadlens.example'),
  SALES_EMAIL: orDefault(Schema.String, 'sales@leadlens.example'),
})

export interface ServerConfig {
  readonly port: number
  readonly host: string
  readonly dataDir: string
  readonly webDistDir: string
  readonly logLevel: Schema.Schema.Type<typeof LogLevel>
  readonly brand: { readonly name: string; readonly supportEmail: string; readonly salesEmail: string }
}

export const loadServerConfig = (env: Record<string, string | undefined>): ServerConfig => {
  const decoded = Schema.decodeUnknownSync(Environment)(withoutEmptyValues(env))
  return {
    port: decoded.PORT,
    host: decoded.HOST,
    dataDir: decoded.DATA_DIR,
    webDistDir: decoded.WEB_DIST_DIR,
    logLevel: decoded.LOG_LEVEL,
    brand: { name: decoded.BRAND_NAME, supportEmail: decoded.SUPPORT_EMAIL, salesEmail: decoded.SALES_EMAIL },
  }
}

// `PORT= npm start` should mean "the default", as it does for most tools.
const withoutEmptyValues = (env: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''))
