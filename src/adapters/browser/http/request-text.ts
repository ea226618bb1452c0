import type { AxiosInstance, AxiosRequestConfig } from 'axios'
import { type ApiCallFailed, apiCallFailed } from '../../../application/browser/ports/api-call-failed.ts'
import { bearer } from './api-client.ts'
import { readErrorBody } from './error-body.ts'
import { unanswered } from './request-json.ts'

// A refusal still comes as the JSON error body; read as text, it is parsed here.
const errorOf = (text: unknown): { readonly code?: string; readonly message?: string } => {
  try {
    return readErrorBody(typeof text === 'string' ? JSON.parse(text) : text)
  } catch {
    return {}
  }
}

// RFC 6266: filename*=UTF-8''… wins over filename="…".
const filenameOf = (disposition: unknown): string | undefined => {
  if (typeof disposition !== 'string') return undefined
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1]
  if (extended !== undefined) {
    try {
      return decodeURIComponent(extended.trim())
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim()
}

/**
 * A file download through the shared client (CSV export): the body as text with the name the service
 * gave it (Content-Disposition), or the failure as data, like requestJson. Never throws.
 */
export const requestText = async (
  client: AxiosInstance,
  accessToken: string,
  config: AxiosRequestConfig,
  fallbackName = 'export.csv',
): Promise<{ readonly filename: string; readonly csv: string } | ApiCallFailed> => {
  try {
    const response = await client.request({
      ...config,
      responseType: 'text',
      // The client's JSON parsing would turn a CSV of one number into a number; keep the text as sent.
      transformResponse: (data: unknown) => data,
      headers: { ...bearer(accessToken), ...config.headers },
    })
    if (response.status < 200 || response.status >= 300)
      return apiCallFailed(response.status, errorOf(response.data))
    if (typeof response.data !== 'string')
      return apiCallFailed(response.status, { message: 'an answer of an unexpected shape' })
    return {
      filename: filenameOf(response.headers['content-disposition']) ?? fallbackName,
      csv: response.data,
    }
  } catch (error) {
    return unanswered(error)
  }
}
