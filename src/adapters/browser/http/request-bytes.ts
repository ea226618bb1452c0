import type { AxiosInstance, AxiosRequestConfig } from 'axios'
import { type ApiCallFailed, apiCallFailed } from '../../../application/browser/ports/api-call-failed.ts'
import { bearer } from './api-client.ts'
import { readErrorBody } from './error-body.ts'
import { unanswered } from './request-json.ts'

// A refusal still comes as the JSON error body; read as bytes, it is decoded here.
const errorOf = (data: unknown): { readonly code?: string; readonly message?: string } => {
  try {
    const text = data instanceof ArrayBuffer ? new TextDecoder().decode(data) : String(data)
    return readErrorBody(JSON.parse(text))
  } catch {
    return {}
  }
}

const filenameOf = (disposition: unknown): string | undefined =>
  typeof disposition === 'string' ? /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim() : undefined

/**
 * A binary download through the shared client (an XLSX export): the bytes with the name the service
 * gave them, or the failure as data, like requestText. Never throws.
 */
export const requestBytes = async (
  client: AxiosInstance,
  accessToken: string,
  config: AxiosRequestConfig,
  fallbackName: string,
): Promise<{ readonly filename: string; readonly bytes: Uint8Array } | ApiCallFailed> => {
  try {
    const response = await client.request({
      ...config,
      responseType: 'arraybuffer',
      transformResponse: (data: unknown) => data,
      headers: { ...bearer(accessToken), ...config.headers },
    })
    if (response.status < 200 || response.status >= 300)
      return apiCallFailed(response.status, errorOf(response.data))
    if (!(response.data instanceof ArrayBuffer))
      return apiCallFailed(response.status, { message: 'an answer of an unexpected shape' })
    return {
      filename: filenameOf(response.headers['content-disposition']) ?? fallbackName,
      bytes: new Uint8Array(response.data),
    }
  } catch (error) {
    return unanswered(error)
  }
}
