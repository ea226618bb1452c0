import multipart from '@fastify/multipart'
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify'
import { MAX_UPLOAD_BYTES } from '../../../domain/enrichment/enrichment-limits.ts'
import { type EmbeddedIdentity, identityPlugin } from '../identity/identity.plugin.ts'
import { lazyRequestLogger } from '../logging/lazy-request-logger.ts'
import type { PrometheusMetrics } from '../metrics/prometheus-metrics.ts'
import { authenticateOncePerRequest } from './auth/authenticate-once.ts'
import { installCorsPolicy } from './cors-policy.ts'
import { clientErrorHandler, frameworkErrorHandler, installErrorHandling } from './error-handler.ts'
import { acceptFormBodies } from './form-body-parser.ts'
import { type HealthDependencies, healthRoutes } from './health.routes.ts'
import { installMetricsEndpoint } from './metrics-endpoint.ts'
import { installNoStoreDefault } from './no-store-default.ts'
import { installApiReference } from './pages/api-reference.ts'
import { installRateLimits, type RateLimitSettings, type SharedLimits } from './rate-limits.ts'
import type { Idempotency } from './routing/idempotent-run.ts'
import { openApiDocument } from './routing/openapi-document.ts'
import { type Authenticate, registerRoutes } from './routing/register-routes.ts'
import type { AnyRoute } from './routing/route.ts'
import { searchEngineRoutes } from './search-engine.routes.ts'
import { installSecurityHeaders, type SecurityHeaderOptions, securityHeadersFor } from './security-headers.ts'
import { webAppPlugin } from './web-app.plugin.ts'

export interface ApiDependencies {
  readonly routes: readonly AnyRoute[]
  readonly authenticate: Authenticate
  readonly title: string
  /** Where Idempotency-Keys are kept; absent: the header is ignored. */
  readonly idempotency?: Idempotency
}

export interface HttpAppDependencies {
  readonly logger: FastifyBaseLogger
  readonly webDistDir: string
  /** The built renderer of the public pages; absent: every page is drawn in the browser. */
  readonly webRenderDir?: string
  /** PUBLIC_URL's origin: pages requested at any other address are redirected there. */
  readonly publicOrigin?: string
  readonly health: HealthDependencies
  readonly api?: ApiDependencies
  /** The embedded OpenID Connect provider under /oidc; absent when an external issuer is configured. */
  readonly identity?: EmbeddedIdentity
  /** Headers and limits (docs/operations.md); the security headers are sent even without it. */
  readonly security?: HttpSecurity
  /** GET /metrics behind its bearer token, and every request measured; absent: neither (off by default). */
  readonly metrics?: { readonly registry: PrometheusMetrics; readonly token: string }
}

export type HttpSecurity = SecurityHeaderOptions & {
  /** Which proxies' X-Forwarded-* headers are believed (Fastify's trustProxy); default: any. */
  readonly trustProxy?: boolean | number | readonly string[]
  /** Origins allowed to call the service from a browser; default: `publicOrigin` only. */
  readonly corsOrigins?: readonly string[]
  /** Absent: no limit (unit tests of the app). */
  readonly rateLimits?: RateLimitSettings
  /** The counter the limits share (Redis or memory) and a key's limit; default: memory, perUser. */
  readonly sharedLimits?: SharedLimits
}

const takesFile = (route: AnyRoute) => route.multipart !== undefined

const NO_LIMITS: RateLimitSettings = { perIp: 0, perUser: 0, signIn: 0 }

// A hop count as proxy-addr reads one (Fastify's types take it only as a function).
const trustProxyOption = (trust: NonNullable<HttpSecurity['trustProxy']>) => {
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust
  return typeof trust === 'boolean' ? trust : [...trust]
}

// Bodies are small JSON documents; anything larger is a mistake or an attack.
const BODY_LIMIT_BYTES = 64 * 1024

/** The one HTTP server: web app, API and the embedded identity provider share a port. */
export const buildHttpApp = async (deps: HttpAppDependencies): Promise<FastifyInstance> => {
  const security = deps.security ?? {}
  const securityHeaders = securityHeadersFor(security)
  const app = Fastify({
    loggerInstance: deps.logger,
    // A request's child logger is made only when the request logs something (issue 25).
    childLoggerFactory: lazyRequestLogger,
    trustProxy: trustProxyOption(security.trustProxy ?? true),
    bodyLimit: BODY_LIMIT_BYTES,
    // No deadline on a plugin's start (avvio's default is 10 s): a start that is merely slow, on a busy
    // host, must come up rather than exit (issue 32: 'Plugin did not start in time: webAppPlugin' under a
    // load of 15-25). A start that hangs is the supervisor's to see: /health never answers.
    pluginTimeout: 0,
    // Framework errors (a malformed address) run no hook: their answer gets its headers here.
    frameworkErrors: (error, request, reply) => {
      securityHeaders(request, reply.raw)
      return frameworkErrorHandler(error, request, reply)
    },
    // Refused by Node's parser (headers over 16 KB…): the shared error body, with a stable code.
    clientErrorHandler,
  })
  installSecurityHeaders(app, securityHeaders)
  installNoStoreDefault(app)
  installErrorHandling(app)
  if (deps.metrics !== undefined) installMetricsEndpoint(app, deps.metrics.registry, deps.metrics.token)
  const publicOrigins = deps.publicOrigin === undefined ? [] : [deps.publicOrigin]
  await installCorsPolicy(app, security.corsOrigins ?? publicOrigins)
  const authenticate = deps.api === undefined ? undefined : authenticateOncePerRequest(deps.api.authenticate)
  const signInThrottle = installRateLimits(
    app,
    security.rateLimits ?? NO_LIMITS,
    authenticate,
    security.sharedLimits,
    deps.metrics?.registry,
  )
  acceptFormBodies(app)
  healthRoutes(app, deps.health)
  searchEngineRoutes(app, deps.publicOrigin)
  if (deps.api !== undefined && authenticate !== undefined) {
    const { routes, title } = deps.api
    const idempotency = deps.api.idempotency
    // Uploads (bulk enrichment): read as they stream by the route, one file of at most 20 MB a request.
    // The multipart plugin adds two hooks to every request of its scope (a listener on the response's
    // close, and a clean-up of saved files after it), so it serves only the routes that take a file:
    // every other request skips them (issue 25). A file sent elsewhere is a 415.
    await app.register(async (uploads) => {
      await uploads.register(multipart, {
        limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 12 },
      })
      registerRoutes(uploads, routes.filter(takesFile), authenticate, idempotency)
    })
    registerRoutes(
      app,
      routes.filter((route) => !takesFile(route)),
      authenticate,
      idempotency,
    )
    const document = openApiDocument(routes, {
      title,
      version: deps.health.version,
      ...(deps.publicOrigin === undefined ? {} : { origin: deps.publicOrigin }),
    })
    app.get('/api/openapi.json', async () => document)
    await installApiReference(app, title, deps.webRenderDir)
  }
  if (deps.identity !== undefined)
    await app.register(identityPlugin, { ...deps.identity, throttle: signInThrottle })
  await app.register(webAppPlugin, {
    distDir: deps.webDistDir,
    ...(deps.webRenderDir === undefined ? {} : { renderDir: deps.webRenderDir }),
    ...(deps.publicOrigin === undefined ? {} : { canonicalOrigin: deps.publicOrigin }),
  })
  return app
}
