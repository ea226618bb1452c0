import type { Call } from '../../../adapters/http-contract/call.ts'
import type { AnswerOf, CallNamesOf, CodeOf, InputOf } from '../../../adapters/http-contract/call-shapes.ts'
import type { ApiCallFailed, TokenUnavailable } from './api-call-failed.ts'

// The browser's port to the service: every call of the wire contract, typed from its entry (DESIGN rule
// 12). Nothing here restates a field: input, answer and failure codes all come from the contract, so a
// renamed field or code is a compile error where it is used, not a silent fall into a generic message.

/**
 * A call that did not succeed: the status with the error body's `code` (one of the codes this call can
 * answer) and `message`, or no answer at all ('network', 'timeout').
 */
export type CallFailed<Code extends string = string> = ApiCallFailed<Code>

/** What one call returns: its answer, or why there is none. Never throws for a status or the network. */
export type CallResult<C extends Call> = AnswerOf<C> | CallFailed<CodeOf<C>> | TokenUnavailable

/** A call with nothing to give may be made without an argument. */
export type ApiCall<C extends Call> =
  Record<never, never> extends InputOf<C>
    ? (input?: InputOf<C>) => Promise<CallResult<C>>
    : (input: InputOf<C>) => Promise<CallResult<C>>

/**
 * The calls of one contract module (an area: orders, contacts, …) as functions, by their export names:
 * `api.listOrders({ query: { page: 2 } })`. The access token is applied inside, one way, for every call
 * that needs one; a call that needs one while nobody is signed in is not made (TokenUnavailable).
 */
export type Api<Module> = {
  readonly [K in CallNamesOf<Module>]: Module[K] extends Call ? ApiCall<Module[K]> : never
}

/** The code type of one call of an area, for a UI that switches on a failure's code exhaustively. */
export type FailureCodeOf<Module, K extends CallNamesOf<Module>> = Module[K] extends Call
  ? CodeOf<Module[K]>
  : never

/** The answer of one call of an area, for components that show it. */
export type AnswerOfCall<Module, K extends CallNamesOf<Module>> = Module[K] extends Call
  ? AnswerOf<Module[K]>
  : never
