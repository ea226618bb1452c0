/**
 * One HTTP exchange as the contract client needs it, whatever carries it: axios in the browser, Fastify's
 * `inject` in tests (the real routes in the same process). The client fills the path, encodes the body and
 * reads the answer; a transport only moves bytes.
 */
export type WireRequest = {
  readonly method: string
  /** Path and query string, `/api/admin/orders?page=2`. */
  readonly url: string
  readonly headers: Readonly<Record<string, string>>
  /** JSON text, or a form for an upload. */
  readonly body?: string | FormData
  /** Longer than SPEC §7's 60 seconds for an upload or a file download (a 20 MB file on a slow line). */
  readonly timeoutMs?: number
}

export type WireResponse = {
  readonly status: number
  /** Header names in lower case. */
  readonly headers: Readonly<Record<string, string | undefined>>
  readonly bytes: Uint8Array
}

/** No answer came: the network failed, or the answer did not arrive in time (SPEC §7: 60 seconds). */
export type Unanswered = { readonly unanswered: 'network' | 'timeout'; readonly message: string }

export type Transport = (request: WireRequest) => Promise<WireResponse | Unanswered>

export const isUnanswered = (result: WireResponse | Unanswered): result is Unanswered =>
  'unanswered' in result
