import type { ApiErrorBody } from '../api-error.ts'

/**
 * An expected failure a route answers with a 4xx (or a 503): thrown by route code, turned into the
 * `{statusCode, code, message}` body by the error handler. Anything else thrown is a defect (500).
 */
export class ApiFailure extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
    this.name = 'ApiFailure'
  }

  toBody(): ApiErrorBody {
    return { statusCode: this.statusCode, code: this.code, message: this.message }
  }
}

export const badRequest = (code: string, message: string) => new ApiFailure(400, code, message)
export const unauthorized = (message = 'User not authenticated') =>
  new ApiFailure(401, 'UNAUTHENTICATED', message)
export const forbidden = (message = 'This call is for administrators') =>
  new ApiFailure(403, 'FORBIDDEN', message)
export const notFound = (code: string, message: string) => new ApiFailure(404, code, message)
export const conflict = (code: string, message: string) => new ApiFailure(409, code, message)
/** SPEC §8: the exact message the clients branch on. */
export const creditsExceeded = () => new ApiFailure(429, 'CREDITS_EXCEEDED', 'Credits Exceeded')
