import type { Schema } from 'effect'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Caller } from '../../../../application/server/caller.ts'

/** Who may call a route: anyone, a signed-in user, or an administrator. */
export type Access = 'public' | 'user' | 'admin'

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH'

/** Answers that are not JSON: an HTML page, a CSV download. */
export type TextMediaType = 'text/html' | 'text/csv'

export const isTextMediaType = (type: string | undefined): type is TextMediaType =>
  type === 'text/html' || type === 'text/csv'

/** Answers sent as the handler's bytes: a download. */
export type BinaryMediaType = 'application/zip'

export const isBinaryMediaType = (type: string | undefined): type is BinaryMediaType =>
  type === 'application/zip'

/** A decoder from the wire (strings for params and queries, JSON for bodies) to the handler's types. */
export type Input<T> = Schema.ConstraintDecoder<T>

export type RouteContext<A extends Access, P, Q, B> = {
  readonly caller: A extends 'public' ? Caller | null : Caller
  readonly params: P
  readonly query: Q
  readonly body: B
  readonly request: FastifyRequest
  readonly reply: FastifyReply
}

/** A documented failure of a route, for the OpenAPI document. */
export type ErrorDoc = { readonly status: number; readonly code: string; readonly when: string }

/**
 * One API call: its address, who may call it, the schemas its input is decoded with and its answer
 * is documented by, and the handler. The route table is data, so the OpenAPI document and the
 * authorization tests are generated from it rather than kept beside it by hand.
 */
export type Route<A extends Access = Access, P = unknown, Q = unknown, B = unknown> = {
  readonly method: Method
  /** Fastify syntax, `/api/contact/profile/:linkedinId`. */
  readonly path: string
  readonly access: A
  readonly summary: string
  readonly tag: string
  readonly params?: Input<P>
  readonly query?: Input<Q>
  readonly body?: Input<B>
  /** The success body; text routes (the sandbox checkout page, CSV files) give none. */
  readonly response?: Schema.Constraint
  /**
   * A text type is sent as the handler's string, as UTF-8, a binary type as its Buffer; errors are JSON
   * whatever this says.
   */
  readonly produces?: 'application/json' | TextMediaType | BinaryMediaType
  /** Success status when not 200. */
  readonly status?: number
  readonly errors?: readonly ErrorDoc[]
  /** Called with input already decoded and access already checked; returns the body to send. */
  readonly handle: (context: RouteContext<A, P, Q, B>) => Promise<unknown>
}

/** Types a route's handler from its schemas; the result is widened for the route table. */
export const defineRoute = <A extends Access, P = undefined, Q = undefined, B = undefined>(
  route: Route<A, P, Q, B>,
): AnyRoute => route as unknown as AnyRoute

export type AnyRoute = Route<Access, unknown, unknown, unknown>
