import type { InputOf, OwnCodeOf } from '../../../adapters/http-contract/call-shapes.ts'
import type * as OptOutCalls from '../../../adapters/http-contract/opt-out.ts'
import type { AnswerOfCall, Api, CallResult } from './api.port.ts'

/**
 * Removal from the data: the public calls (asking, confirming from the mailed link; no one is signed in)
 * and the administrators' review of requests no one could confirm by mail.
 */
export type OptOutApi = Api<typeof OptOutCalls>

/** What a person types on the opt-out page, and the language the confirmation mail is to be in. */
export type RemovalRequest = InputOf<typeof OptOutCalls.requestOptOut>['body']

/** The request was taken: `mailed` (masked address, link valid until `expiresAt`) or waiting for `review`. */
export type RemovalRequested = AnswerOfCall<typeof OptOutCalls, 'requestOptOut'>

/** What asking for a removal can answer, refusals included. */
export type RemovalRequestAnswer = CallResult<typeof OptOutCalls.requestOptOut>

/** A removal request waiting for an administrator. */
export type OptOutReviewEntry = AnswerOfCall<typeof OptOutCalls, 'optOutReviews'>['data'][number]

/** The refusals the opt-out page words itself (the request's and the confirmation's own codes). */
export type OptOutRefusalCode =
  | OwnCodeOf<typeof OptOutCalls.requestOptOut>
  | OwnCodeOf<typeof OptOutCalls.confirmOptOut>
