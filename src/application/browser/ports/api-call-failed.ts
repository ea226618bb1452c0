/** How a call ended without an answer the caller can use: an HTTP status, or no answer at all. */
export type CallStatus = number | 'network' | 'timeout'

/**
 * A dashboard call that did not succeed: the HTTP status with the error body's stable `code` and its
 * `message`, or no answer at all. What the user sees is decided by the UI's error table
 * (classifyError), never by the gateway.
 */
export type ApiCallFailed<Code extends string = string> = {
  readonly _tag: 'ApiCallFailed'
  readonly status: CallStatus
  /** One of the codes the call documents (or the door's: api.port.ts types it per call). */
  readonly code?: Code
  readonly message?: string
}

/**
 * The call was not made: nobody is signed in, or a signed-in user's token could not be had. In the
 * second case the 'Authentication expired' dialog is already open (GetAccessToken raised it).
 */
export type TokenUnavailable = { readonly _tag: 'TokenUnavailable' }

export type CallFailure = ApiCallFailed | TokenUnavailable

export const apiCallFailed = (
  status: ApiCallFailed['status'],
  details: { readonly code?: string | undefined; readonly message?: string | undefined } = {},
): ApiCallFailed => ({
  _tag: 'ApiCallFailed',
  status,
  ...(details.code === undefined ? {} : { code: details.code }),
  ...(details.message === undefined ? {} : { message: details.message }),
})

/** What a result is once its failures are set apart: the answer alone. */
export type AnswerOnly<R> = Exclude<R, { readonly _tag: 'ApiCallFailed' } | TokenUnavailable>

/** Results are plain data; only failures carry one of these tags. */
export const isCallFailure = <T>(result: T | CallFailure): result is CallFailure =>
  typeof result === 'object' &&
  result !== null &&
  '_tag' in result &&
  (result._tag === 'ApiCallFailed' || result._tag === 'TokenUnavailable')
