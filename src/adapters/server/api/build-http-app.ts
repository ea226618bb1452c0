import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify'
import { type EmbeddedIdentity, identityPlugin } from '../identity/identity.plugin.ts'
import { frameworkErrorHandler, installErrorHandling } from './error-handler.ts'
import { acceptFormBodies } from './form-body-parser.ts'
import { type HealthDependencies, healthRoutes } from './health.routes.ts'
import { openApiDocument } from './routing/openapi-document.ts'
import { type Authenticate, registerRoutes } from './routing/register-routes.ts'
import type { AnyRoute } from './routing/route.ts'
import { webAppPlugin } from './web-app.plugin.ts'

export interface ApiDependencies {
  readonly routes: readonly AnyRoute[]
  readonly authenticate: Authenticate
  readonly title: string
}

export interface HttpAppDependencies {
  readonly logger: FastifyBaseLogger
  readonly webDistDir: string
  /** PUBLIC_URL's origin: pages requested at any other address are redirected there. */
  readonly publicOrigin?: string
  readonly health: HealthDependencies
  readonly api?: ApiDependencies
  /** The embedded OpenID Connect provider under /oidc; absent when an external issuer is configured. */
  readonly identity?: EmbeddedIdentity
}

// Bodies are small JSON documents; anything larger is a mistake or an attack.
const BODY_LIMIT_BYTES = 64 * 1024

/** The one HTTP server: web app, API and the embedded identity provider share a port. */
export const buildHttpApp = async (deps: HttpAppDependencies): Promise<FastifyInstance> => {
  const app = Fastify({
    loggerInstance: deps.logger,
    trustProxy: true,
    bodyLimit: BODY_LIMIT_BYTES,
    frameworkErrors: frameworkErrorHandler,
  })
  installErrorHandling(app)
  acceptFormBodies(app)
  healthRoutes(app, deps.health)
  if (deps.api !== undefined) {
    const { routes, authenticate, title } = deps.api
    registerRoutes(app, routes, authenticate)
    const document = openApiDocument(routes, { title, version: deps.health.version })
    app.get('/api/openapi.json', async () => document)
  }
  if (deps.identity !== undefined) await app.register(identityPlugin, deps.identity)
  await app.register(webAppPlugin, {
    distDir: deps.webDistDir,
    ...(deps.publicOrigin === undefined ? {} : { canonicalOrigin: deps.publicOrigin }),
  })
  return app
}
