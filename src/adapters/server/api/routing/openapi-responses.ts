import { API_KEY_CODES } from '../../../http-contract/api-keys.ts'
import { ERROR_CODES } from '../../../http-contract/error-codes.ts'
import { REQUEST_REFUSALS as R, SERVICE_FAILURES as S } from '../../../http-contract/request-refusals.ts'
import type { AnyRoute, ErrorDoc } from './route.ts'

/** The one error body, a component every error response points at. */
export const ERROR_BODY = {
  type: 'object',
  required: ['statusCode', 'code', 'message'],
  properties: {
    statusCode: { type: 'integer', description: 'The response’s own status.' },
    code: { type: 'string', description: 'Stable; branch on this, not on the message.' },
    message: { type: 'string', description: 'For people; may change.' },
  },
}

const ERROR_REF = { $ref: '#/components/schemas/Error' }

// Fastify reads a body on these methods only (GET and HEAD bodies are ignored, never refused).
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

const NOT_ADMIN: ErrorDoc = { status: 403, code: ERROR_CODES.forbidden, when: 'the caller is not an admin' }
const RATE_LIMITED: ErrorDoc = {
  status: 429,
  code: ERROR_CODES.rateLimited,
  when: 'over a rate limit (per address, user or key): wait Retry-After seconds',
}

/**
 * Every failure a call can answer (issue 29 §12): its own, then what the door refuses for any call of
 * its kind — access, input, the request itself (body, address, headers), the rate limits — and the
 * service's own failures. The fuzz test holds the service to this list.
 */
export const failuresOf = (route: AnyRoute): readonly ErrorDoc[] => {
  const docs: ErrorDoc[] = [
    ...(route.errors ?? []),
    {
      status: 400,
      code: ERROR_CODES.invalidRequest,
      when: 'the path, query or body does not match the call’s schema, or a query parameter it does not take',
    },
    R.invalidUrl,
  ]
  if (BODY_METHODS.has(route.method))
    docs.push(
      R.invalidJsonBody,
      R.emptyJsonBody,
      R.invalidContentLength,
      R.payloadTooLarge,
      R.unsupportedMediaType,
    )
  if (route.multipart !== undefined) docs.push(R.malformedUpload, R.tooManyParts)
  if (route.path.includes('/:')) docs.push(R.uriTooLong)
  if (route.access !== 'public') {
    docs.push({ status: 401, code: ERROR_CODES.unauthenticated, when: 'no valid token or API key' })
    if (route.access === 'admin') docs.push(NOT_ADMIN)
    docs.push({
      status: 403,
      code: API_KEY_CODES.scopeMissing,
      when: 'an API key without the scope this call needs',
    })
  }
  if (route.idempotent === true)
    docs.push(
      {
        status: 409,
        code: API_KEY_CODES.idempotencyInProgress,
        when: 'a request with this Idempotency-Key is still running',
      },
      {
        status: 422,
        code: API_KEY_CODES.idempotencyMismatch,
        when: 'this Idempotency-Key was used with another request',
      },
    )
  docs.push(RATE_LIMITED, R.headersTooLarge, S.internalError, S.databaseUnavailable)
  // A call may document a shared code itself; it is listed once.
  return [...new Map(docs.map((doc) => [`${doc.status} ${doc.code}`, doc])).values()]
}

/** The operation's error responses, one per status, each naming its codes; every body the one shape. */
export const errorResponses = (route: AnyRoute) => {
  const byStatus = new Map<number, ErrorDoc[]>()
  for (const doc of failuresOf(route)) byStatus.set(doc.status, [...(byStatus.get(doc.status) ?? []), doc])
  return Object.fromEntries(
    [...byStatus]
      .sort(([a], [b]) => a - b)
      .map(([status, list]) => [
        String(status),
        {
          description: list.map((d) => `\`${d.code}\`: ${d.when}`).join('; '),
          content: { 'application/json': { schema: ERROR_REF } },
        },
      ]),
  )
}
