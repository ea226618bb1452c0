import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { isConnectionFailure } from '../persistence/connection-failure.ts'
import { type ApiErrorBody, apiError } from './api-error.ts'
import { ApiFailure } from './routing/api-failure.ts'

const MAX_MESSAGE = 200

const DATABASE_UNAVAILABLE = apiError(
  503,
  'DATABASE_UNAVAILABLE',
  'The service cannot reach its database; please try again shortly',
)

// Fastify's own client errors (bad JSON, body too large, wrong content type…) keep their status and
// get a stable code; anything else is a defect: logged in full, answered with no detail.
const toBody = (error: FastifyError): ApiErrorBody => {
  if (error instanceof ApiFailure) return error.toBody()
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) {
    const code = error.code?.replace(/^FST_ERR_/, '') ?? 'BAD_REQUEST'
    // Fastify's messages may quote the request (a 5,000-character address); keep them short.
    const message =
      error.message.length > MAX_MESSAGE ? `${error.message.slice(0, MAX_MESSAGE)}…` : error.message
    return apiError(status, code, message)
  }
  // The database is away (restarting, unreachable): not a defect, and the same call will work again.
  if (isConnectionFailure(error)) return DATABASE_UNAVAILABLE
  return apiError(500, 'INTERNAL_ERROR', 'Server error, please try again later')
}

export const installErrorHandling = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const body = toBody(error)
    if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed')
    return reply.status(body.statusCode).send(body)
  })
}

export const notFoundBody = (method: string, url: string) =>
  apiError(404, 'NOT_FOUND', `No route for ${method} ${url.split('?')[0]}`)

/**
 * Errors Fastify raises before any route runs (a malformed address, an over-long parameter): the
 * `frameworkErrors` option of the Fastify factory, so they get the same body as every other error.
 */
export const frameworkErrorHandler = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  const body = toBody(error)
  if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed')
  return reply.status(body.statusCode).send(body)
}
