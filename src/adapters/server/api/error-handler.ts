import { STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { REQUEST_REFUSALS } from '../../http-contract/request-refusals.ts'
import { isConnectionFailure } from '../persistence/connection-failure.ts'
import { type ApiErrorBody, apiError } from './api-error.ts'
import { frameworkRefusal } from './framework-refusals.ts'
import { ApiFailure } from './routing/api-failure.ts'

const MAX_MESSAGE = 200

const DATABASE_UNAVAILABLE = apiError(
  503,
  'DATABASE_UNAVAILABLE',
  'The service cannot reach its database; please try again shortly',
)

// Fastify's own client errors (bad JSON, body too large, wrong content type…) keep their status and
// get a stable code; anything else is a defect: logged in full, answered with no detail.
// A malformed upload (issue 29 §9) is one: the parser's plain Error is the client's mistake, not a defect.
const toBody = (error: FastifyError): ApiErrorBody => {
  if (error instanceof ApiFailure) return error.toBody()
  // Fastify's messages may quote the request (a 5,000-character address); keep them short.
  const message =
    error.message.length > MAX_MESSAGE ? `${error.message.slice(0, MAX_MESSAGE)}…` : error.message
  const refusal = frameworkRefusal(error)
  if (refusal !== undefined) return apiError(refusal.status, refusal.code, message)
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500)
    return apiError(status, error.code?.replace(/^FST_(?:ERR_)?/, '') ?? 'BAD_REQUEST', message)
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

/**
 * A request Node's parser refuses before Fastify sees it (headers over 16 KB, not HTTP, too slow):
 * answered on the socket, in the same error body as every other refusal, with a stable code (issue 29
 * §12; Fastify's own answer is `{ error, message, statusCode }`, without one).
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Duplex) {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const refusal =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? REQUEST_REFUSALS.headersTooLarge
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? REQUEST_REFUSALS.requestTimeout
        : REQUEST_REFUSALS.badRequest
  this.log.trace({ err: error }, 'client error')
  const body = JSON.stringify(apiError(refusal.status, refusal.code, refusal.when))
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    )
  socket.destroy(error)
}
