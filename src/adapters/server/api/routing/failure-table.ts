import { ApiFailure } from './api-failure.ts'

type Tagged = { readonly _tag: string }

/** What one expected failure is on the wire: its status, its stable code and a sentence for people. */
export type FailureAnswer = { readonly status: number; readonly code: string; readonly message: string }

/**
 * An area's one table from its use cases' expected failures to HTTP (DESIGN rule 10): one row per
 * failure `_tag`, the answer itself or, where the sentence names something, a function of the failure.
 * The type asks for a row for every tag, so a new failure cannot fall through to a 500.
 */
export type FailureTable<F extends Tagged> = {
  readonly [K in F['_tag']]: FailureAnswer | ((failure: Extract<F, { _tag: K }>) => FailureAnswer)
}

/** Makes the area's `refuse`: the ApiFailure a route throws for one of the area's failures. */
export const failureTable =
  <F extends Tagged>(table: FailureTable<F>) =>
  (failure: F): ApiFailure => {
    const row = table[failure._tag as F['_tag']] as FailureAnswer | ((failure: F) => FailureAnswer)
    const answer = typeof row === 'function' ? row(failure) : row
    return new ApiFailure(answer.status, answer.code, answer.message)
  }
