import { Result, Schema } from 'effect'
import type {
  LiveCounts,
  LiveCountsGateway,
} from '../../../application/browser/ports/live-counts.gateway.port.ts'

const Count = Schema.Number.pipe(Schema.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0)))
const StatsBody = Schema.Struct({ contacts: Count, companies: Count })

/**
 * LiveCountsGateway with the browser's fetch: public, small and on the first page every visitor sees, so
 * it does not wait for the API client's chunk (as the site configuration does not).
 */
export class FetchLiveCountsGateway implements LiveCountsGateway {
  constructor(
    private readonly baseUrl = '',
    private readonly fetchFn: typeof fetch = (input, init) => fetch(input, init),
  ) {}

  async load(): Promise<LiveCounts> {
    const response = await this.fetchFn(`${this.baseUrl}/api/stats`, {
      headers: { accept: 'application/json' },
    })
    if (!response.ok) throw new Error(`stats answered ${response.status}`)
    const decoded = Schema.decodeUnknownResult(StatsBody)(await response.json())
    if (!Result.isSuccess(decoded)) throw new Error('stats of an unexpected shape')
    return decoded.success
  }
}
