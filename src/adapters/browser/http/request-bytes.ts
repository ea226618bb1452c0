import type { AxiosInstance, AxiosRequestConfig } from 'axios'
import { type ApiCallFailed, apiCallFailed } from '../../../application/browser/ports/api-call-failed.ts'
import { bearer } from './api-client.ts'
import { readErrorBody } from './error-body.ts'
import { unanswered } from './request-json.ts'

// A refusal still comes as the JSON error body; read as bytes, it is decoded here.
const errorOf = (data: unknown): { readonly code?: string; readonly message?: string } => {
  try {
    const bytes = bytesOf(data)
    const text = bytes === undefined ? String(data) : new TextDecoder().decode(bytes)
    return readErrorBody(JSON.parse(text))
  } catch {
    return {}
  }
}

// A browser gives an ArrayBuffer; Node's adapter (the gateway's tests) a Buffer, a view of one.
const bytesOf = (data: unknown): Uint8Array | undefined => {
  if (data instanceof ArrayBuffer) return new Uint8Array(data)
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
  return undefined
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
    const bytes = bytesOf(response.data)
    if (bytes === undefined)
      return apiCallFailed(response.status, { message: 'an answer of an unexpected shape' })
    return { filename: filenameOf(response.headers['content-disposition']) ?? fallbackName, bytes }
  } catch (error) {
    return unanswered(error)
  }
}
