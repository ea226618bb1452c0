import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Caller } from '../../../../application/server/caller.ts'
import type { Access, Call, TypeOf } from '../../../http-contract/call.ts'

export type { Access, ErrorDoc, Method } from '../../../http-contract/call.ts'
export { isBinaryMediaType, isTextMediaType } from '../../../http-contract/call.ts'

export type RouteContext<A extends Access, P, Q, B> = {
  readonly caller: A extends 'public' ? Caller | null : Caller
  readonly params: P
  readonly query: Q
  readonly body: B
  readonly request: FastifyRequest
  readonly reply: FastifyReply
}

type ContextOf<C extends Call> = RouteContext<
  C['access'],
  TypeOf<C['params']>,
  TypeOf<C['query']>,
  TypeOf<C['body']>
>

/**
 * One API call as the server serves it: the contract's call (address, access, schemas, documented
 * failures) and its handler. The route table is data, so the OpenAPI document and the authorization
 * tests are generated from it rather than kept beside it by hand.
 */
export type Route = Call & {
  /**
   * Called with input already decoded (by the call's own Schemas, so of the types `defineRoute` gave
   * the handler) and access already checked; returns the body to send.
   */
  readonly handle: (context: RouteContext<Access, unknown, unknown, unknown>) => Promise<unknown>
}

/** Serves a contract call: the handler is typed from the call's schemas and its access. */
export const defineRoute = <const C extends Call>(
  call: C,
  handle: (context: ContextOf<C>) => Promise<unknown>,
): AnyRoute => ({ ...call, handle: handle as Route['handle'] })

export type AnyRoute = Route
