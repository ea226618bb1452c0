import type { SiteConfig, SiteConfigGateway } from './ports/site-config.gateway.port.ts'

/** The site's configured brand, addresses, chat link and notice. */
export class GetSiteConfig {
  constructor(private readonly gateway: SiteConfigGateway) {}

  execute(): Promise<SiteConfig> {
    return this.gateway.load()
  }
}
