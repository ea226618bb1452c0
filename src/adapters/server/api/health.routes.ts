import type { FastifyInstance } from 'fastify'

export interface HealthDependencies {
  readonly version: string
  readonly startedAt: number
  readonly now: () => number
}

/** Liveness for load balancers and `npm start` scripts: answers as long as the process serves. */
export const healthRoutes = (app: FastifyInstance, deps: HealthDependencies) => {
  app.get('/health', async () => ({
    status: 'ok',
    version: deps.version,
    uptimeSeconds: Math.floor((deps.now() - deps.startedAt) / 1000),
  }))
}
