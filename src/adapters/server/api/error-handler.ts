import type { FastifyError, FastifyInstance } from 'fastify'
import { type ApiErrorBody, apiError } from './api-error.ts'
import { ApiFailure } from './routing/api-failure.ts'

// Fastify's own client errors (bad JSON, body too large, wrong content type…) keep their status and
// get a stable code; anything else is a defect: logged in full, answered with no detail.
const toBody = (error: FastifyError): ApiErrorBody => {
  if (error instanceof ApiFailure) return error.toBody()
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) {
    const code = error.code?.replace(/^FST_ERR_/, '') ?? 'BAD_REQUEST'
    return apiError(status, code, error.message)
  }
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
