import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify'
import { installErrorHandling } from './error-handler.ts'
import { type HealthDependencies, healthRoutes } from './health.routes.ts'
import { webAppPlugin } from './web-app.plugin.ts'

export interface HttpAppDependencies {
  readonly logger: FastifyBaseLogger
  readonly webDistDir: string
  readonly health: HealthDependencies
}

/** The one HTTP server: web app, API and (later) identity provider share a port. */
export const buildHttpApp = async (deps: HttpAppDependencies): Promise<FastifyInstance> => {
  const app = Fastify({ loggerInstance: deps.logger, trustProxy: true })
  installErrorHandling(app)
  healthRoutes(app, deps.health)
  await app.register(webAppPlugin, { distDir: deps.webDistDir })
  return app
}
