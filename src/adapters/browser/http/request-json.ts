import { type AxiosInstance, type AxiosRequestConfig, isAxiosError } from 'axios'
import { Result, Schema } from 'effect'
import { type ApiCallFailed, apiCallFailed } from '../../../application/browser/ports/api-call-failed.ts'
import { bearer } from './api-client.ts'
import { readErrorBody } from './error-body.ts'

const TIMEOUT_CODES = new Set(['ECONNABORTED', 'ETIMEDOUT'])

const isSuccess = (status: number) => status >= 200 && status < 300

/** The failure of a call that went wrong on the way: no answer, or none in time. */
export const unanswered = (error: unknown): ApiCallFailed => {
  const timedOut = isAxiosError(error) && TIMEOUT_CODES.has(error.code ?? '')
  return apiCallFailed(timedOut ? 'timeout' : 'network', {
    message: error instanceof Error ? error.message : undefined,
  })
}

/** A success status whose body is not what the contract says: the service misbehaving. */
export const isMalformedAnswer = (failure: ApiCallFailed): boolean =>
  typeof failure.status === 'number' && isSuccess(failure.status)

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
    if (!isSuccess(response.status)) return apiCallFailed(response.status, readErrorBody(response.data))
    const decoded = Schema.decodeUnknownResult(schema)(response.data)
    return Result.isSuccess(decoded)
      ? decoded.success
      : apiCallFailed(response.status, { message: 'an answer of an unexpected shape' })
  } catch (error) {
    return unanswered(error)
  }
}
