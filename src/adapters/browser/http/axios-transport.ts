import axios, { isAxiosError } from 'axios'
import type { Transport } from './wire-transport.ts'

/** SPEC §7: product calls share one JSON client with a 60-second timeout. */
export const API_TIMEOUT_MS = 60_000

const TIMEOUT_CODES = new Set(['ECONNABORTED', 'ETIMEDOUT'])

// A browser gives an ArrayBuffer; Node's adapter (tests over a real port) a Buffer, a view of one.
const bytesOf = (data: unknown): Uint8Array => {
  if (data instanceof ArrayBuffer) return new Uint8Array(data)
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
  return new TextEncoder().encode(typeof data === 'string' ? data : '')
}

/**
 * The product's calls over axios on this origin (or `baseURL`), SPEC §7's one client with a 60-second
 * timeout. Bytes in, bytes out: the contract client decodes; a status is never an exception here.
 */
export const axiosTransport = (baseURL = ''): Transport => {
  const client = axios.create({
    baseURL,
    timeout: API_TIMEOUT_MS,
    validateStatus: () => true,
    responseType: 'arraybuffer',
    transformResponse: (data: unknown) => data,
  })
  return async ({ method, url, headers, body, timeoutMs }) => {
    try {
      const response = await client.request({
        method,
        url,
        headers,
        ...(timeoutMs === undefined ? {} : { timeout: timeoutMs }),
        ...(body === undefined ? {} : { data: body }),
      })
      const answerHeaders: Record<string, string | undefined> = {}
      for (const [name, value] of Object.entries(response.headers))
        answerHeaders[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value?.toString()
      return { status: response.status, headers: answerHeaders, bytes: bytesOf(response.data) }
    } catch (error) {
      const timedOut = isAxiosError(error) && TIMEOUT_CODES.has(error.code ?? '')
      return {
        unanswered: timedOut ? 'timeout' : 'network',
        message: error instanceof Error ? error.message : String(error),
      }
    }
  }
}
