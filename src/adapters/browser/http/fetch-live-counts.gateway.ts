import type {
  LiveCounts,
  LiveCountsGateway,
} from '../../../application/browser/ports/live-counts.gateway.port.ts'

/**
 * LiveCountsGateway with the browser's fetch: public, small and on the first page every visitor sees, so
 * it does not wait for the API client's chunk (as the site configuration does not). The answer's Schema
 * (effect) is a chunk of its own, fetched alongside the answer, so it stays out of the first page load.
 * For the same reason the path is written here, not read from the wire contract
 * (`http-contract/public.ts`): its Schemas would come too.
 */
export class FetchLiveCountsGateway implements LiveCountsGateway {
  constructor(
    private readonly baseUrl = '',
    private readonly fetchFn: typeof fetch = (input, init) => fetch(input, init),
  ) {}

  async load(): Promise<LiveCounts> {
    const [response, wire] = await Promise.all([
      this.fetchFn(`${this.baseUrl}/api/stats`, { headers: { accept: 'application/json' } }),
      import('./live-counts-wire.ts'),
    ])
    if (!response.ok) throw new Error(`stats answered ${response.status}`)
    return wire.decodeLiveCounts(await response.json())
  }
}
