import { ERROR_CODES } from '../../../http-contract/error-codes.ts'
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

/** Input the schemas let through but the call cannot use (no company named, say). */
export const invalidRequest = (message: string) => new ApiFailure(400, ERROR_CODES.invalidRequest, message)
export const unauthorized = (message = 'User not authenticated') =>
  new ApiFailure(401, ERROR_CODES.unauthenticated, message)
export const forbidden = (message = 'This call is for administrators') =>
  new ApiFailure(403, ERROR_CODES.forbidden, message)
