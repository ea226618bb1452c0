/** The one body shape of every error the service sends: a stable `code` integrators can branch on. */
export interface ApiErrorBody {
  readonly statusCode: number
  readonly code: string
  readonly message: string
}

export const apiError = (statusCode: number, code: string, message: string): ApiErrorBody => ({
  statusCode,
  code,
  message,
})
