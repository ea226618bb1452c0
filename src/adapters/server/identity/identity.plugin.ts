import type { IncomingMessage } from 'node:http'
import type { FastifyInstance } from 'fastify'
import type Provider from 'oidc-provider'
import { PROVIDER_ANSWERS_CORS } from '../api/cors-policy.ts'
import { interactionRoutes } from './interaction.routes.ts'
import type { InteractionDeps } from './interaction-context.ts'
import type { SignInThrottle } from './sign-in-throttle.ts'

/** The embedded OpenID Connect provider as the HTTP app mounts it. */
export type EmbeddedIdentity = Omit<InteractionDeps, 'mountPath'> & {
  /** Deletes expired provider records; run now and then while the app is up. */
  readonly sweep?: () => Promise<unknown>
}

/** Where the provider lives; the issuer is `<PUBLIC_URL>/oidc`. */
export const IDENTITY_MOUNT_PATH = '/oidc'
const SWEEP_EVERY_MS = 10 * 60_000

/**
 * Hands every request under /oidc to oidc-provider (a Koa app) untouched: the body is left unread for
 * it (its own content-type parser here), the reply hijacked, `/oidc` stripped from `url` (its routes
 * are relative) and the full address kept in `originalUrl` (from which it builds absolute URLs).
 */
const providerPassthrough = async (app: FastifyInstance, { provider }: { provider: Provider }) => {
  const handle = provider.callback()
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', (_request, _payload, done) => done(null))
  app.all(`${IDENTITY_MOUNT_PATH}/*`, async (request, reply) => {
    reply.hijack()
    const raw: IncomingMessage & { originalUrl?: string } = request.raw
    const url = raw.url ?? IDENTITY_MOUNT_PATH
    raw.originalUrl = url
    raw.url = url.slice(IDENTITY_MOUNT_PATH.length) || '/'
    await handle(raw, reply.raw)
  })
}

/** The provider, and the product's own sign-in, sign-up and consent pages beside it. */
export const identityPlugin = async (
  app: FastifyInstance,
  identity: EmbeddedIdentity & { readonly throttle?: SignInThrottle },
) => {
  // The provider answers CORS itself, per client; nothing under /oidc gets the service's answer too.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, ...PROVIDER_ANSWERS_CORS.config }
  })
  // Two sibling scopes: the pages parse their forms like the rest of the app; the provider parses nothing.
  await app.register(interactionRoutes, { ...identity, mountPath: IDENTITY_MOUNT_PATH })
  await app.register(providerPassthrough, { provider: identity.provider })

  const { sweep } = identity
  if (sweep === undefined) return
  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> = Promise.resolve()
  const sweepLogged = () => {
    running = sweep().catch((error: unknown) =>
      app.log.warn({ err: error }, 'could not delete expired identity records'),
    )
  }
  app.addHook('onReady', async () => {
    sweepLogged()
    timer = setInterval(sweepLogged, SWEEP_EVERY_MS)
    timer.unref()
  })
  // Closing waits for a sweep under way, so it never meets a closed database.
  app.addHook('onClose', async () => {
    clearInterval(timer)
    await running
  })
}
