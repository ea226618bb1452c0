import type { FastifyInstance } from 'fastify'
import { apiError } from './api-error.ts'

export interface HealthDependencies {
  readonly version: string
  readonly startedAt: number
  readonly now: () => number
  /** Resolves when the service can do its work (the database answers); absent: always ready. */
  readonly ready?: () => Promise<void>
}

/**
 * Liveness (`/health`: the process serves) and readiness (`/ready`: it can reach what it needs), so a
 * load balancer stops sending work to a process whose database is gone without restarting it.
 */
export const healthRoutes = (app: FastifyInstance, deps: HealthDependencies) => {
  app.get('/health', async () => ({
    status: 'ok',
    version: deps.version,
    uptimeSeconds: Math.floor((deps.now() - deps.startedAt) / 1000),
  }))
  app.get('/ready', async (request, reply) => {
    try {
      await deps.ready?.()
      return { status: 'ready' }
    } catch (error) {
      request.log.warn({ err: error }, 'not ready')
      return reply.status(503).send(apiError(503, 'NOT_READY', 'The service cannot reach its database'))
    }
  })
}
