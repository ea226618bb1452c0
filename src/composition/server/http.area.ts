import { hostname } from 'node:os'
import type { Container } from 'inversify'
import { apiKeyOrBearer } from '../../adapters/server/api/auth/api-key-or-bearer.ts'
import { bearerAuthenticator } from '../../adapters/server/api/auth/bearer-authenticator.ts'
import { buildHttpApp } from '../../adapters/server/api/build-http-app.ts'
import type { AnyRoute } from '../../adapters/server/api/routing/route.ts'
import type { ServerConfig } from '../../adapters/server/config/server-config.ts'
import { sharedSettingsOf } from '../../adapters/server/config/shared-settings.ts'
import { nodeDigest } from '../../adapters/server/node-digest.ts'
import { KyselySharedSettingsRepository } from '../../adapters/server/persistence/kysely-shared-settings.repository.ts'
import { CheckSharedSettings } from '../../application/server/check-shared-settings.use-case.ts'
import { type BackgroundWork, ServerTokens as T } from '../tokens.ts'
import { typedAsyncResolver, typedResolver } from '../typed-resolution.ts'
import { AccountsTokens } from './accounts.area.ts'
import { IdentityTokens } from './identity.area.ts'
import { PublicApiTokens } from './public-api.area.ts'

/** Authentication, the route table (every area's routes) and the Fastify app that serves it. */
export const bindHttpArea = (
  container: Container,
  config: ServerConfig,
  build: { readonly version: string },
): void => {
  // HTTP
  container.bind(T.Authenticate).toDynamicValue(async (ctx) => {
    const getAsync = typedAsyncResolver(ctx)
    // An API key (ll_live_…) or an access token, on the same routes.
    return apiKeyOrBearer(
      await getAsync(PublicApiTokens.AuthenticateApiKey),
      bearerAuthenticator(
        await getAsync(AccountsTokens.TokenVerifier),
        await getAsync(AccountsTokens.SignInUser),
      ),
    )
  })
  // Every area's routes, in the order the container lists the areas.
  container
    .bind(T.ApiRoutes)
    .toDynamicValue(async (ctx) => (await ctx.getAllAsync<readonly AnyRoute[]>(T.AreaRoutes)).flat())
  container.bind(T.HttpApp).toDynamicValue(async (ctx) => {
    const get = typedResolver(ctx)
    const getAsync = typedAsyncResolver(ctx)
    const clock = get(T.Clock)
    const database = await getAsync(T.Database)
    const identity = await getAsync(IdentityTokens.EmbeddedIdentity)
    const callLimits = await getAsync(PublicApiTokens.ApiCallLimits)
    const metrics = get(T.MetricsRegistry)
    if (metrics !== null && database.poolUse !== undefined) metrics.readFrom({ pool: database.poolUse })
    const replica = database.readReplica
    if (metrics !== null && replica !== undefined)
      metrics.readFrom({
        reads: () => {
          const target = replica.target()
          return {
            onReplica: target.use === 'replica',
            because: target.use === 'replica' ? 'fresh' : target.because,
            lagMs: target.lagMs,
          }
        },
      })
    const app = await buildHttpApp({
      logger: get(T.Logger),
      webDistDir: config.webDistDir,
      webRenderDir: config.webRenderDir,
      publicOrigin: new URL(config.publicUrl).origin,
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
        idempotency: { store: await getAsync(PublicApiTokens.IdempotencyStore), now: clock.now },
      },
      ...(identity === null ? {} : { identity }),
      ...(metrics === null || config.metricsToken === undefined
        ? {}
        : { metrics: { registry: metrics, token: config.metricsToken } }),
      security: {
        trustProxy: config.http.trustProxy,
        corsOrigins: config.http.corsOrigins,
        rateLimits: config.http.rateLimits,
        sharedLimits: {
          counter: get(PublicApiTokens.RateCounter),
          limits: (caller) => callLimits.execute(caller),
        },
        imageOrigins: config.http.imageOrigins,
        // An external issuer: the web app fetches its discovery document, keys and tokens itself.
        connectOrigins: [new URL(config.oidc.issuer).origin].filter(
          (origin) => origin !== new URL(config.publicUrl).origin,
        ),
      },
    })
    // Background work starts once the app is ready; closing the app (shutdown, or the end of a test)
    // stops it after the last request, then closes the database. All at once: the bulk job hears that it
    // should hand its job back while the job engine waits for it to do so (issue 32).
    const background = await ctx.getAllAsync<BackgroundWork>(T.BackgroundWork)
    // Several processes on one PostgreSQL: the settings they must share are compared at start with the
    // process started before this one, and a difference is logged (issue 32; docs/operations.md).
    if (database.kind === 'postgres') {
      const logger = get(T.Logger)
      const check = new CheckSharedSettings(
        new KyselySharedSettingsRepository(database.db),
        nodeDigest,
        clock,
        `${hostname()}:${process.pid}`,
      )
      app.addHook('onReady', async () => {
        for (const differs of await check.execute(sharedSettingsOf(config))) {
          const at = new Date(differs.recordedAt).toISOString()
          logger.warn(
            { setting: differs.name, otherProcess: differs.recordedBy, recordedAt: at },
            `${differs.name} differs from the process started before this one (${differs.recordedBy} at ${at}): every process must have the same (docs/operations.md, "Settings every process shares")`,
          )
        }
        if (config.paymentSecret === undefined && config.payments.provider === 'sandbox')
          logger.warn(
            'PAYMENT_SECRET is not set: this process signs payment notifications with a random key of its own, which the others refuse; set it when running several processes',
          )
      })
    }
    app.addHook('onReady', async () => {
      for (const work of background) await work.start()
    })
    app.addHook('onClose', async () => {
      await Promise.all(background.map((work) => work.stop()))
      await database.close()
    })
    return app
  })
}
