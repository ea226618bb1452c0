import { Container, type ResolutionContext } from 'inversify'
import { bearerAuthenticator } from '../adapters/server/api/auth/bearer-authenticator.ts'
import { buildHttpApp } from '../adapters/server/api/build-http-app.ts'
import { userRoutes } from '../adapters/server/api/routes/user.routes.ts'
import { JoseAccessTokenVerifier } from '../adapters/server/auth/jose-access-token-verifier.ts'
import { loadServerConfig } from '../adapters/server/config/server-config.ts'
import { createLogger } from '../adapters/server/logging/create-logger.ts'
import { KyselyCreditLedgerRepository } from '../adapters/server/persistence/kysely-credit-ledger.repository.ts'
import { KyselyUserRepository } from '../adapters/server/persistence/kysely-user.repository.ts'
import { type OpenDatabase, openDatabase } from '../adapters/server/persistence/open-database.ts'
import { randomIds } from '../adapters/server/random-ids.ts'
import { systemClock } from '../adapters/server/system-clock.ts'
import { CompleteOnboarding } from '../application/server/complete-onboarding.use-case.ts'
import { GetUserInfo } from '../application/server/get-user-info.use-case.ts'
import { SignInUser } from '../application/server/sign-in-user.use-case.ts'
import { ServerTokens as T, type Token } from './tokens.ts'
import { typedAsyncResolver, typedResolver } from './typed-resolution.ts'

export interface ServerContainer {
  get<Value>(token: Token<Value>): Value
  /** For bindings built asynchronously: the database and everything that needs it. */
  getAsync<Value>(token: Token<Value>): Promise<Value>
}

/** The only place that decides which adapter serves each port on the server. */
export const createServerContainer = (
  env: Record<string, string | undefined>,
  build: { readonly version: string },
): ServerContainer => {
  const container = new Container({ defaultScope: 'Singleton' })
  const config = loadServerConfig(env)
  container.bind(T.Config).toConstantValue(config)
  container.bind(T.Clock).toConstantValue(systemClock)
  container.bind(T.Ids).toConstantValue(randomIds)
  container.bind(T.Logger).toDynamicValue(() => createLogger(config.logLevel))

  // Persistence
  container.bind(T.Database).toDynamicValue(async (ctx) => {
    const logger = typedResolver(ctx)(T.Logger)
    return openDatabase({
      ...(config.databaseUrl === undefined
        ? { dataDir: config.dataDir }
        : { databaseUrl: config.databaseUrl }),
      onConnectionError: (error) => logger.warn({ err: error }, 'database connection lost'),
    })
  })
  // Repositories are built on the opened database.
  const onDatabase =
    <Value>(make: (db: OpenDatabase['db']) => Value) =>
    async (ctx: ResolutionContext) =>
      make((await typedAsyncResolver(ctx)(T.Database)).db)
  container.bind(T.CreditLedger).toDynamicValue(onDatabase((db) => new KyselyCreditLedgerRepository(db)))
  container.bind(T.Users).toDynamicValue(onDatabase((db) => new KyselyUserRepository(db)))

  // Identity
  container.bind(T.TokenVerifier).toConstantValue(new JoseAccessTokenVerifier(config.oidc))

  // Use cases
  container.bind(T.SignInUser).toDynamicValue(async (ctx) => {
    const get = typedResolver(ctx)
    return new SignInUser(await typedAsyncResolver(ctx)(T.Users), get(T.Clock), get(T.Ids))
  })
  container
    .bind(T.GetUserInfo)
    .toDynamicValue(async (ctx) => new GetUserInfo(await typedAsyncResolver(ctx)(T.Users)))
  container
    .bind(T.CompleteOnboarding)
    .toDynamicValue(
      async (ctx) =>
        new CompleteOnboarding(await typedAsyncResolver(ctx)(T.Users), typedResolver(ctx)(T.Ids)),
    )

  // HTTP
  container.bind(T.Authenticate).toDynamicValue(async (ctx) => {
    const getAsync = typedAsyncResolver(ctx)
    return bearerAuthenticator(typedResolver(ctx)(T.TokenVerifier), await getAsync(T.SignInUser))
  })
  container.bind(T.ApiRoutes).toDynamicValue(async (ctx) => {
    const getAsync = typedAsyncResolver(ctx)
    return [
      ...userRoutes({
        getUserInfo: await getAsync(T.GetUserInfo),
        completeOnboarding: await getAsync(T.CompleteOnboarding),
      }),
    ]
  })
  container.bind(T.HttpApp).toDynamicValue(async (ctx) => {
    const get = typedResolver(ctx)
    const getAsync = typedAsyncResolver(ctx)
    const clock = get(T.Clock)
    const database = await getAsync(T.Database)
    const app = await buildHttpApp({
      logger: get(T.Logger),
      webDistDir: config.webDistDir,
      health: {
        version: build.version,
        startedAt: clock.now(),
        now: clock.now,
        ready: async () => {
          await database.ping()
        },
      },
      api: {
        routes: await getAsync(T.ApiRoutes),
        authenticate: await getAsync(T.Authenticate),
        title: `${config.brand.name} API`,
      },
    })
    // Closing the app (shutdown, or the end of a test) closes the database after the last request.
    app.addHook('onClose', () => database.close())
    return app
  })
  return container
}
