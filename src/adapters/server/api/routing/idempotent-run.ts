import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Caller } from '../../../../application/server/caller.ts'
import type { IdempotencyStore } from '../../../../application/server/ports/idempotency-store.port.ts'
import { isIdempotencyKey } from '../../../../domain/idempotency/idempotency.ts'
import type { Instant } from '../../../../domain/shared/instant.ts'
import { API_KEY_CODES } from '../../../http-contract/api-keys.ts'
import { ApiFailure } from './api-failure.ts'
import { JsonText } from './json-text.ts'

export const IDEMPOTENCY_HEADER = 'idempotency-key'
/** Stripe's: set on an answer that is a replay of the first one. */
export const REPLAYED_HEADER = 'idempotent-replayed'

/**
 * Which first answers are kept. Successes and the caller's own mistakes are final (Stripe keeps them);
 * a defect or an outage (5xx), a conflict and a refusal that time lifts (429: credits bought, a new
 * minute) are not, so a retry with the key runs again.
 */
export const isKeptAnswer = (status: number): boolean => status < 500 && status !== 409 && status !== 429

export type Idempotency = { readonly store: IdempotencyStore; readonly now: () => Instant }

/** The request as far as "the same request" goes: method, address with query, body. */
const fingerprintOf = (request: FastifyRequest): string =>
  createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex')

const bodyText = (result: unknown): string =>
  result instanceof JsonText ? result.text : JSON.stringify(result ?? null)

/**
 * Runs a call that charges or creates under its `Idempotency-Key` (Stripe's semantics): the first
 * answer is kept 24 hours and replayed (with `Idempotent-Replayed: true`) for the same request; the key
 * with another request is 422; a request still running with it is 409. Without the header it just
 * runs. The key is the caller's own: two users' equal keys never meet.
 */
export const runIdempotently = async (
  idempotency: Idempotency,
  caller: Caller | null,
  request: FastifyRequest,
  reply: FastifyReply,
  successStatus: number,
  run: () => Promise<unknown>,
): Promise<unknown> => {
  const header = request.headers[IDEMPOTENCY_HEADER]
  if (header === undefined || caller === null) return run()
  const key = Array.isArray(header) ? (header[0] ?? '') : header
  if (!isIdempotencyKey(key))
    throw new ApiFailure(
      400,
      API_KEY_CODES.idempotencyInvalid,
      'Idempotency-Key must be 1 to 255 visible ASCII characters',
    )
  const scoped = `${caller.userId} ${key}`
  const decision = await idempotency.store.begin(scoped, fingerprintOf(request), idempotency.now())
  switch (decision._tag) {
    case 'Mismatch':
      throw new ApiFailure(
        422,
        API_KEY_CODES.idempotencyMismatch,
        'This Idempotency-Key was used with another request',
      )
    case 'InProgress':
      throw new ApiFailure(
        409,
        API_KEY_CODES.idempotencyInProgress,
        'A request with this Idempotency-Key is still running; try again shortly',
      )
    case 'Replay':
      reply.header(REPLAYED_HEADER, 'true').status(decision.answer.status)
      return new JsonText(decision.answer.body)
    case 'Run':
      break
  }
  let result: unknown
  try {
    result = await run()
  } catch (error) {
    if (error instanceof ApiFailure && isKeptAnswer(error.statusCode))
      await idempotency.store.complete(scoped, {
        status: error.statusCode,
        body: JSON.stringify(error.toBody()),
      })
    else await idempotency.store.release(scoped).catch(() => {})
    throw error
  }
  const text = bodyText(result)
  await idempotency.store.complete(scoped, { status: successStatus, body: text })
  return new JsonText(text)
}
