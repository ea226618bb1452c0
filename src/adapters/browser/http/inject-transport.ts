import type { Transport } from './wire-transport.ts'

/** What the transport needs of a Fastify app: its `inject` (light-my-request), no socket. */
export type Injectable = {
  inject(request: {
    method: string
    url: string
    headers: Record<string, string>
    payload?: string | Buffer
  }): PromiseLike<{
    statusCode: number
    headers: Record<string, string | string[] | number | undefined>
    rawPayload: Buffer
  }>
}

// A form goes out as the browser would send it: multipart/form-data with a boundary, encoded by the
// platform's own Request (the same encoder fetch uses).
const formBody = async (form: FormData) => {
  const request = new Request('http://in-process/', { method: 'POST', body: form })
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? 'multipart/form-data',
  }
}

/**
 * The contract client over the real routes in this process (Fastify's inject): what UI and client tests
 * use, so the browser is tested against the one implementation of the API, not a copy of it.
 */
export const injectTransport =
  (app: Injectable): Transport =>
  async ({ method, url, headers, body }) => {
    const form = body instanceof FormData ? await formBody(body) : undefined
    const response = await app.inject({
      method,
      url,
      headers: form === undefined ? { ...headers } : { ...headers, 'content-type': form.contentType },
      ...(form !== undefined ? { payload: form.payload } : typeof body === 'string' ? { payload: body } : {}),
    })
    const answerHeaders: Record<string, string | undefined> = {}
    for (const [name, value] of Object.entries(response.headers))
      answerHeaders[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value?.toString()
    return { status: response.statusCode, headers: answerHeaders, bytes: new Uint8Array(response.rawPayload) }
  }
