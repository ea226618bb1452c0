// Test support, not product code: a call's answer, or the test stops there and says what failed.
import { type AnswerOnly, isCallFailure } from '../../application/browser/ports/api-call-failed.ts'

/** The answer of a call made to set a test's world up (or checked by it); a failure throws, naming `what`. */
export const must = <T>(answer: T, what = 'call'): AnswerOnly<T> => {
  if (isCallFailure(answer)) throw new Error(`${what} failed: ${JSON.stringify(answer)}`)
  return answer as AnswerOnly<T>
}
