import type { Container } from 'inversify'
import type { LiveCountsGateway } from '../../application/browser/ports/live-counts.gateway.port.ts'
import type { SiteConfigGateway } from '../../application/browser/ports/site-config.gateway.port.ts'
import { token } from '../token.ts'

/**
 * The public answers any page may show: the site's configuration and the home page's live counts. Read
 * with fetch (no API client on the first page); a page the server drew arrives with both already there.
 */
export const SiteTokens = {
  SiteConfigApi: token<SiteConfigGateway>('SiteConfigApi'),
  LiveCountsApi: token<LiveCountsGateway>('LiveCountsApi'),
} as const

// The gateways come from the container that builds the area: the pages import the tokens from here,
// and must not carry the adapters in their own imports (the UI reaches adapters through the container).
export const bindSiteArea = (
  container: Container,
  adapters: { readonly siteConfig: SiteConfigGateway; readonly liveCounts: LiveCountsGateway },
): void => {
  container.bind(SiteTokens.SiteConfigApi).toConstantValue(adapters.siteConfig)
  container.bind(SiteTokens.LiveCountsApi).toConstantValue(adapters.liveCounts)
}
