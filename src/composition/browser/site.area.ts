import type { Container } from 'inversify'
import { FetchLiveCountsGateway } from '../../adapters/browser/http/fetch-live-counts.gateway.ts'
import { FetchSiteConfigGateway } from '../../adapters/browser/http/fetch-site-config.gateway.ts'
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

export const bindSiteArea = (container: Container): void => {
  container.bind(SiteTokens.SiteConfigApi).toConstantValue(new FetchSiteConfigGateway())
  container.bind(SiteTokens.LiveCountsApi).toConstantValue(new FetchLiveCountsGateway())
}
