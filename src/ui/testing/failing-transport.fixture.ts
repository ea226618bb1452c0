// Test support, not product code: the real routes with a failure put in front of the next call, for
// what the service cannot be made to do on purpose (a 500, a proxy's 503, the network gone). The
// failure travels as bytes through the contract client, exactly as one from the network would.
import type { Transport, Unanswered, WireResponse } from '../../adapters/browser/http/wire-transport.ts'

export type FailingTransport = Transport & {
  /** The next call is answered with this status and error body instead of reaching the service. */
  failNext(status: number, body?: { readonly code?: string; readonly message?: string }): FailingTransport
  /** The next call gets no answer at all. */
  dropNext(): FailingTransport
}

export const failingTransport = (inner: Transport): FailingTransport => {
  const queued: (WireResponse | Unanswered)[] = []
  const transport = (async (request) => queued.shift() ?? inner(request)) as FailingTransport
  transport.failNext = (status, body = {}) => {
    queued.push({
      status,
      headers: { 'content-type': 'application/json' },
      bytes: new TextEncoder().encode(JSON.stringify(body)),
    })
    return transport
  }
  transport.dropNext = () => {
    queued.push({ unanswered: 'network', message: 'connect ECONNREFUSED' })
    return transport
  }
  return transport
}
