import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Caller } from '../../../../application/server/caller.ts'
import { forbidden, unauthorized } from './api-failure.ts'
import { decodeInput } from './decode-input.ts'
import { FileAnswer } from './file-answer.ts'
import { JsonText } from './json-text.ts'
import { type AnyRoute, isBinaryMediaType, isTextMediaType } from './route.ts'

/** Establishes the caller from the request's bearer token: null when there is none or it is not valid. */
export type Authenticate = (request: FastifyRequest) => Promise<Caller | null>

const callerFor = async (route: AnyRoute, request: FastifyRequest, authenticate: Authenticate) => {
  const caller = await authenticate(request)
  if (route.access === 'public') return caller
  if (caller === null) throw unauthorized()
  if (route.access === 'admin' && !caller.isAdmin) throw forbidden()
  return caller
}

/**
 * Serves a route table. Order per request: who is calling (401/403 before anything is read), then
 * the input, decoded by the route's schemas (400), then the handler. Nothing runs for a refused call.
 */
export const registerRoutes = (
  app: FastifyInstance,
  routes: readonly AnyRoute[],
  authenticate: Authenticate,
): void => {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.path,
      handler: async (request, reply) => {
        const caller = await callerFor(route, request, authenticate)
        const params = decodeInput(route.params, 'params', request.params)
        const query = decodeInput(route.query, 'query', request.query)
        const body = decodeInput(route.body, 'body', request.body)
        const result = await route.handle({ caller, params, query, body, request, reply })
        if (reply.sent) return reply
        if (route.status !== undefined) reply.status(route.status)
        if (result instanceof FileAnswer) return reply.type(result.type).send(result.body)
        if (isTextMediaType(route.produces))
          return reply.type(`${route.produces}; charset=utf-8`).send(result)
        if (isBinaryMediaType(route.produces)) return reply.type(route.produces).send(result)
        if (result instanceof JsonText) return reply.type('application/json; charset=utf-8').send(result.text)
        return result
      },
    })
  }
}
