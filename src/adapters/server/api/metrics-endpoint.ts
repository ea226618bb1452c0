import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { ERROR_CODES } from '../../http-contract/error-codes.ts'
import type { PrometheusMetrics } from '../metrics/prometheus-metrics.ts'
import { apiError } from './api-error.ts'

// Hashed first: equal lengths for timingSafeEqual, and the token's length is not given away either.
const digest = (text: string) => createHash('sha256').update(text).digest()

/**
 * GET /metrics for Prometheus, behind `Authorization: Bearer <METRICS_TOKEN>`, and every request's
 * route, status class and duration. Not under /api: it is the operator's, not the product's, and is
 * neither in the OpenAPI document nor under the per-user limits.
 */
export const installMetricsEndpoint = (app: FastifyInstance, metrics: PrometheusMetrics, token: string) => {
  const expected = digest(`Bearer ${token}`)
  app.addHook('onResponse', (request, reply, done) => {
    // The route's pattern, never the address asked for: one series per route, whatever is requested.
    metrics.request(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    )
    done()
  })
  app.get('/metrics', async (request, reply) => {
    const given = request.headers.authorization
    if (given === undefined || !timingSafeEqual(digest(given), expected))
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send(apiError(401, ERROR_CODES.unauthenticated, 'A bearer token (METRICS_TOKEN) is required'))
    return reply.type(metrics.contentType).send(await metrics.text())
  })
}
