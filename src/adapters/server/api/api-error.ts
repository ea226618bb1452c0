import type { ErrorBody } from '../../http-contract/wire-schemas.ts'

/** The one body shape of every error the service sends: a stable `code` integrators can branch on. */
export type ApiErrorBody = typeof ErrorBody.Type

export const apiError = (statusCode: number, code: string, message: string): ApiErrorBody => ({
  statusCode,
  code,
  message,
})
