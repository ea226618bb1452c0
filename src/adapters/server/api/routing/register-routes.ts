import { Readable } from 'node:stream'
import type { FastifyInstance, FastifyRequest, preParsingAsyncHookHandler } from 'fastify'
import type { Caller } from '../../../../application/server/caller.ts'
import { keyAllows } from '../../../../domain/api-keys/api-key.ts'
import { API_KEY_CODES } from '../../../http-contract/api-keys.ts'
import { keyScopeFor } from '../../../http-contract/call.ts'
import { ApiFailure, forbidden, unauthorized } from './api-failure.ts'
import { decodeInput } from './decode-input.ts'
import { FileAnswer } from './file-answer.ts'
import { type Idempotency, runIdempotently } from './idempotent-run.ts'
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

const rawBodies = new WeakMap<FastifyRequest, Buffer>()

/** The body exactly as it arrived, for a route whose call says `rawBody` (empty for any other). */
export const rawBodyOf = (request: FastifyRequest): Buffer => rawBodies.get(request) ?? Buffer.alloc(0)

// A notification is a few kilobytes; Stripe's largest events stay far below this.
const RAW_BODY_LIMIT = 256 * 1024

/**
 * Keeps the bytes of the body before any parser reads them, then hands the parsers the same bytes: a
 * signature over the raw body must be checked on exactly what was sent, not on JSON parsed and written
 * again. Only the routes that ask for it pay for the copy.
 */
const keepRawBody: preParsingAsyncHookHandler = async (request, _reply, payload) => {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of payload) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string)
    size += bytes.length
    if (size > RAW_BODY_LIMIT)
      throw new ApiFailure(413, 'PAYLOAD_TOO_LARGE', `The body is larger than ${RAW_BODY_LIMIT} bytes`)
    chunks.push(bytes)
  }
  const raw = Buffer.concat(chunks)
  rawBodies.set(request, raw)
  return Readable.from([raw], { objectMode: false })
}

/** A call made with an API key: the key must have the scope the call needs with this query (403). */
const checkKeyScope = (route: AnyRoute, caller: Caller | null, query: unknown, userIsAdmin: boolean) => {
  if (caller?.apiKey === undefined || route.access === 'public') return
  const needed = keyScopeFor(route, query)
  if (needed === null)
    throw new ApiFailure(403, API_KEY_CODES.scopeMissing, 'This call is not open to API keys')
  if (!keyAllows(caller.apiKey.scopes, needed, userIsAdmin))
    throw new ApiFailure(403, API_KEY_CODES.scopeMissing, `This API key needs the ${needed} scope`)
}

/**
 * Serves a route table. Order per request: who is calling (401/403 before anything is read), then
 * the input, decoded by the route's schemas (400), then an API key's scope (403), then the handler,
 * under its Idempotency-Key when the call charges or creates. Nothing runs for a refused call.
 */
export const registerRoutes = (
  app: FastifyInstance,
  routes: readonly AnyRoute[],
  authenticate: Authenticate,
  idempotency?: Idempotency,
): void => {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.path,
      ...(route.rawBody === true ? { preParsing: keepRawBody } : {}),
      handler: async (request, reply) => {
        const caller = await callerFor(route, request, authenticate)
        const params = decodeInput(route.params, 'params', request.params)
        const query = decodeInput(route.query, 'query', request.query)
        const body = decodeInput(route.body, 'body', request.body)
        // A key caller's isAdmin already needs the admin scope; admin calls were refused above without it.
        checkKeyScope(route, caller, query, caller?.isAdmin ?? false)
        const handle = () => route.handle({ caller, params, query, body, request, reply })
        const result =
          route.idempotent === true && idempotency !== undefined
            ? await runIdempotently(idempotency, caller, request, reply, route.status ?? 200, handle)
            : await handle()
        if (reply.sent) return reply
        if (route.status !== undefined && reply.statusCode === 200) reply.status(route.status)
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
