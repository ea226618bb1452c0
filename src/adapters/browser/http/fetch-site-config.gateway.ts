import type {
  SiteConfig,
  SiteConfigGateway,
} from '../../../application/browser/ports/site-config.gateway.port.ts'

/**
 * SiteConfigGateway with the browser's fetch: public, small, and needed by the first page, so it does
 * not wait for the API client's chunk. The answer's Schema (effect) is a chunk of its own, fetched
 * alongside the answer, so it stays out of the first page load. For the same reason the path is
 * written here, not read from the wire contract (`http-contract/public.ts`): its Schemas would come too.
 */
export class FetchSiteConfigGateway implements SiteConfigGateway {
  constructor(private readonly fetchFn: typeof fetch = (input, init) => fetch(input, init)) {}

  async load(): Promise<SiteConfig> {
    const [response, wire] = await Promise.all([
      this.fetchFn('/api/site-config', { headers: { accept: 'application/json' } }),
      import('./site-config-wire.ts'),
    ])
    if (!response.ok) throw new Error(`site configuration answered ${response.status}`)
    return wire.decodeSiteConfig(await response.json())
  }
}
