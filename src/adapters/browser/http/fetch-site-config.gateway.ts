import { Result, Schema } from 'effect'
import type {
  SiteConfig,
  SiteConfigGateway,
} from '../../../application/browser/ports/site-config.gateway.port.ts'

const SiteConfigBody = Schema.Struct({
  brandName: Schema.String,
  supportEmail: Schema.String,
  salesEmail: Schema.String,
  chatLink: Schema.String,
  notice: Schema.NullOr(Schema.Struct({ start: Schema.String, end: Schema.String })),
})

/**
 * SiteConfigGateway with the browser's fetch: public, small, and needed by the first page, so it does
 * not wait for the API client's chunk.
 */
export class FetchSiteConfigGateway implements SiteConfigGateway {
  constructor(private readonly fetchFn: typeof fetch = (input, init) => fetch(input, init)) {}

  async load(): Promise<SiteConfig> {
    const response = await this.fetchFn('/api/site-config', { headers: { accept: 'application/json' } })
    if (!response.ok) throw new Error(`site configuration answered ${response.status}`)
    const decoded = Schema.decodeUnknownResult(SiteConfigBody)(await response.json())
    if (!Result.isSuccess(decoded)) throw new Error('site configuration of an unexpected shape')
    return decoded.success
  }
}
