import type { CallFailure } from '../../application/browser/ports/api-call-failed.ts'

/**
 * A failed call, thrown inside a TanStack Query function so the query enters its error state. The
 * failure was already reported to the user (toast, dialog) by whoever threw it.
 */
export class CallFailedError extends Error {
  constructor(readonly failure: CallFailure) {
    super(failure._tag === 'ApiCallFailed' ? `API call failed: ${failure.status}` : 'no access token')
    this.name = 'CallFailedError'
  }

  /** Trying again cannot help: the request or the session is at fault, not the service. */
  get isFinal(): boolean {
    const { failure } = this
    return failure._tag === 'TokenUnavailable' || (typeof failure.status === 'number' && failure.status < 500)
  }
}

/** TanStack Query's retry rule for the app: once, and never for a final failure. */
export const retryOnce = (failureCount: number, error: unknown): boolean =>
  failureCount < 1 && !(error instanceof CallFailedError && error.isFinal)
