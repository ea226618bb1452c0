// Test support, not product code: what a page asked the service, read off the wire by the contract's
// entries, so a test can say "one members page was asked for" without a fake that counts.
import type { Transport, WireRequest } from '../../adapters/browser/http/wire-transport.ts'
import { isCall } from '../../adapters/http-contract/call-shapes.ts'

export type CallMade = {
  /** The contract entry's export name (`companyMembers`), or the request line when none matches. */
  readonly call: string
  readonly params: Readonly<Record<string, string>>
  readonly query: Readonly<Record<string, string>>
}

const patternOf = (path: string) => new RegExp(`^${path.replace(/:(\w+)/g, '(?<$1>[^/]+)')}$`)

/** A transport that writes down every request it carries, and the calls they were. */
export const recordingTransport = (modules: readonly object[], real: Transport) => {
  const requests: WireRequest[] = []
  const entries = modules.flatMap((module) =>
    Object.entries(module).flatMap(([name, entry]) => (isCall(entry) ? [{ name, entry }] : [])),
  )
  const callOf = (request: WireRequest): CallMade => {
    const url = new URL(request.url, 'http://page.test')
    const query = Object.fromEntries(url.searchParams)
    for (const { name, entry } of entries) {
      if (entry.method !== request.method) continue
      const match = patternOf(entry.path).exec(url.pathname)
      if (match === null) continue
      const params = Object.fromEntries(
        Object.entries(match.groups ?? {}).map(([key, value]) => [key, decodeURIComponent(value)]),
      )
      return { call: name, params, query }
    }
    return { call: `${request.method} ${url.pathname}`, params: {}, query }
  }
  const failing = new Set<string>()
  const transport: Transport = async (request) => {
    requests.push(request)
    const { call } = callOf(request)
    // The service failing once (500, no body), for a test of what the page does then.
    if (failing.delete(call)) return { status: 500, headers: {}, bytes: new Uint8Array() }
    return real(request)
  }
  return {
    transport,
    /** Every call made so far, in order; only those named `name` when given. */
    calls: (name?: string): CallMade[] =>
      requests.map(callOf).filter((made) => name === undefined || made.call === name),
    /** The next call named `name` fails with a 500. */
    failNext: (name: string) => void failing.add(name),
  }
}
