import type { Container } from 'inversify'
import { bearerAuthenticator } from '../../adapters/server/api/auth/bearer-authenticator.ts'
import { buildHttpApp } from '../../adapters/server/api/build-http-app.ts'
import { adminUserRoutes } from '../../adapters/server/api/routes/admin-users.routes.ts'
import { auditRoutes } from '../../adapters/server/api/routes/audit.routes.ts'
import { clientConfigRoutes } from '../../adapters/server/api/routes/client-config.routes.ts'
import { contactRoutes } from '../../adapters/server/api/routes/contact.routes.ts'
import { contactExportRoutes } from '../../adapters/server/api/routes/contact-export.routes.ts'
import { extensionRoutes } from '../../adapters/server/api/routes/extension.routes.ts'
import { invitationRoutes } from '../../adapters/server/api/routes/invitation.routes.ts'
import { optOutRoutes } from '../../adapters/server/api/routes/opt-out.routes.ts'
import { paymentRoutes } from '../../adapters/server/api/routes/payment.routes.ts'
import { sandboxCheckoutRoutes } from '../../adapters/server/api/routes/sandbox-checkout.routes.ts'
import { siteConfigRoutes } from '../../adapters/server/api/routes/site-config.routes.ts'
import { userRoutes } from '../../adapters/server/api/routes/user.routes.ts'
import type { ServerConfig } from '../../adapters/server/config/server-config.ts'
import { extensionTargetOf } from '../../adapters/server/extension/extension-target.ts'
import { packExtension } from '../../adapters/server/extension/pack-extension.ts'
import { SIGN_IN_SCOPES } from '../../domain/identity/sign-in-rules.ts'
import { ServerTokens as T } from '../tokens.ts'
import { typedAsyncResolver, typedResolver } from '../typed-resolution.ts'

/** Authentication, the route table and the Fastify app that serves it. */
export const bindHttp = (
  container: Container,
  config: ServerConfig,
  build: { readonly version: string },
): void => {
  // HTTP
  container.bind(T.Authenticate).toDynamicValue(async (ctx) => {
    const getAsync = typedAsyncResolver(ctx)
    return bearerAuthenticator(await getAsync(T.TokenVerifier), await getAsync(T.SignInUser))
  })
  container.bind(T.ApiRoutes).toDynamicValue(async (ctx) => {
    const getAsync = typedAsyncResolver(ctx)
    return [
      ...contactRoutes({
        revealProfile: await getAsync(T.RevealProfile),
        searchCompanies: await getAsync(T.SearchCompanies),
        viewMembers: await getAsync(T.ViewCompanyMembers),
        searchHistory: await getAsync(T.SearchHistory),
        getStats: await getAsync(T.GetStats),
      }),
      ...contactExportRoutes({ exportContacts: await getAsync(T.ExportRevealedContacts) }),
      ...invitationRoutes({
        list: await getAsync(T.ListInvitations),
        create: await getAsync(T.CreateInvitation),
        update: await getAsync(T.UpdateInvitation),
        delete: await getAsync(T.DeleteInvitation),
        setStatus: await getAsync(T.SetInvitationStatus),
        usageHistory: await getAsync(T.InvitationUsageHistory),
        validate: await getAsync(T.ValidateInviteCode),
      }),
      ...userRoutes({
        getUserInfo: await getAsync(T.GetUserInfo),
        completeOnboarding: await getAsync(T.CompleteOnboarding),
      }),
      ...paymentRoutes({
        placeOrder: await getAsync(T.PlaceOrder),
        settleOrder: await getAsync(T.SettleOrder),
        provider: typedResolver(ctx)(T.PaymentProvider),
        links: typedResolver(ctx)(T.ReturnLinks),
        getSubscription: await getAsync(T.GetSubscription),
        cancelSubscription: await getAsync(T.CancelSubscription),
        listCreditLog: await getAsync(T.ListCreditLog),
      }),
      ...sandboxCheckoutRoutes({
        getOrder: await getAsync(T.GetOrder),
        sandbox: typedResolver(ctx)(T.SandboxPayments),
        links: typedResolver(ctx)(T.ReturnLinks),
        clock: typedResolver(ctx)(T.Clock),
        brandName: config.brand.name,
        publicUrl: config.publicUrl,
      }),
      ...adminUserRoutes({
        listUsers: await getAsync(T.ListUsers),
        grantCustomCredits: await getAsync(T.GrantCustomCredits),
      }),
      ...auditRoutes({ listAuditLog: await getAsync(T.ListAuditLog) }),
      // What the web app needs to sign in: the same issuer, client, audience and roles claim as the API.
      ...clientConfigRoutes({ ...config.oidc, scopes: SIGN_IN_SCOPES }),
      ...siteConfigRoutes(config, typedResolver(ctx)(T.Clock)),
      ...extensionRoutes({ download: extensionDownload(config, build) }),
      ...optOutRoutes({
        requestOptOut: await getAsync(T.RequestOptOut),
        confirmOptOut: await getAsync(T.ConfirmOptOut),
        listOutbox: await getAsync(T.ListOutbox),
      }),
    ]
  })
  container.bind(T.HttpApp).toDynamicValue(async (ctx) => {
    const get = typedResolver(ctx)
    const getAsync = typedAsyncResolver(ctx)
    const clock = get(T.Clock)
    const database = await getAsync(T.Database)
    const identity = await getAsync(T.EmbeddedIdentity)
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
      },
      ...(identity === null ? {} : { identity }),
      security: {
        trustProxy: config.http.trustProxy,
        corsOrigins: config.http.corsOrigins,
        rateLimits: config.http.rateLimits,
        imageOrigins: config.http.imageOrigins,
        // An external issuer: the web app fetches its discovery document, keys and tokens itself.
        connectOrigins: [new URL(config.oidc.issuer).origin].filter(
          (origin) => origin !== new URL(config.publicUrl).origin,
        ),
      },
    })
    // Closing the app (shutdown, or the end of a test) closes the database after the last request.
    app.addHook('onClose', () => database.close())
    return app
  })
}

/**
 * The extension zipped for this service, made on the first download and kept: a build appears (or is
 * replaced) with a restart. Until one is found it looks again on each request.
 */
const extensionDownload = (config: ServerConfig, build: { readonly version: string }) => {
  let zip: Uint8Array | null = null
  return () => (zip ??= packExtension(config.extension.distDir, extensionTargetOf(config, build.version)))
}
