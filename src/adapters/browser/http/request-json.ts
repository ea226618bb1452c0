import { type AxiosInstance, type AxiosRequestConfig, isAxiosError } from 'axios'
import { Result, Schema } from 'effect'
import { type ApiCallFailed, apiCallFailed } from '../../../application/browser/ports/api-call-failed.ts'
import { bearer } from './api-client.ts'

// docs/api.md: every error body is { statusCode, code, message }; branch on `code`.
const ErrorBody = Schema.Struct({ code: Schema.String, message: Schema.String })

const errorOf = (body: unknown): { readonly code?: string; readonly message?: string } => {
  const decoded = Schema.decodeUnknownResult(ErrorBody)(body)
  return Result.isSuccess(decoded) ? decoded.success : {}
}

const TIMEOUT_CODES = new Set(['ECONNABORTED', 'ETIMEDOUT'])

const isSuccess = (status: number) => status >= 200 && status < 300

/**
 * One call of the product's API through the shared client, authorised with the access token (null: a
 * public call, sent without one): the answer decoded by `schema`
 * (a boundary, DESIGN rule 13), or the failure as data. Never throws for a status or a network fault.
 * An answer of an unexpected shape is a failure with the answer's status and no code.
 */
export const requestJson = async <S extends Schema.ConstraintDecoder<unknown>>(
  client: AxiosInstance,
  accessToken: string | null,
  config: AxiosRequestConfig,
  schema: S,
): Promise<S['Type'] | ApiCallFailed> => {
  try {
    const response = await client.request({
      ...config,
      headers: { ...(accessToken === null ? {} : bearer(accessToken)), ...config.headers },
    })
    if (!isSuccess(response.status)) return apiCallFailed(response.status, errorOf(response.data))
    const decoded = Schema.decodeUnknownResult(schema)(response.data)
    return Result.isSuccess(decoded)
      ? decoded.success
      : apiCallFailed(response.status, { message: 'an answer of an unexpected shape' })
  } catch (error) {
    const timedOut = isAxiosError(error) && TIMEOUT_CODES.has(error.code ?? '')
    return apiCallFailed(timedOut ? 'timeout' : 'network', {
      message: error instanceof Error ? error.message : undefined,
    })
  }
}

/** An answer with no body worth reading (204, or `{ ok: true }`). */
export const NoContent = Schema.Unknown
