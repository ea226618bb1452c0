import { Container } from 'inversify'
import { loadServerConfig } from '../adapters/server/config/server-config.ts'
import { bindAccountsArea } from './server/accounts.area.ts'
import { bindAuditArea } from './server/audit.area.ts'
import { bindBillingArea } from './server/billing.area.ts'
import { bindContactEngineArea } from './server/contact-engine.area.ts'
import { bindContactsArea } from './server/contacts.area.ts'
import { bindContactsWorkspaceArea } from './server/contacts-workspace.area.ts'
import { bindEnrichmentArea } from './server/enrichment.area.ts'
import { bindHttpArea } from './server/http.area.ts'
import { bindIdentityArea } from './server/identity.area.ts'
import { bindInvitationsArea } from './server/invitations.area.ts'
import { bindOptOutArea } from './server/opt-out.area.ts'
import { bindPersistenceArea } from './server/persistence.area.ts'
import { bindPlatformArea } from './server/platform.area.ts'
import { bindPublicApiArea } from './server/public-api.area.ts'
import { bindSiteArea } from './server/site.area.ts'
import type { Token } from './tokens.ts'

export interface ServerContainer {
  get<Value>(token: Token<Value>): Value
  /** For bindings built asynchronously: the database and everything that needs it. */
  getAsync<Value>(token: Token<Value>): Promise<Value>
}

/**
 * The only place that decides which areas the service has. Each area (src/composition/server/
 * <area>.area.ts) names its tokens, binds its use cases and adapters, and adds its routes; the API
 * serves the areas' routes in the order listed here.
 */
export const createServerContainer = (
  env: Record<string, string | undefined>,
  build: { readonly version: string },
): ServerContainer => {
  const container = new Container({ defaultScope: 'Singleton' })
  const config = loadServerConfig(env)
  bindPlatformArea(container, config)
  bindPersistenceArea(container, config)
  bindIdentityArea(container, config)
  bindContactsArea(container)
  bindContactEngineArea(container, config)
  bindContactsWorkspaceArea(container)
  bindInvitationsArea(container)
  bindAccountsArea(container, config)
  bindBillingArea(container, config)
  bindAuditArea(container)
  bindSiteArea(container, config, build)
  bindOptOutArea(container, config)
  bindPublicApiArea(container, config)
  bindEnrichmentArea(container, config)
  bindHttpArea(container, config, build)
  return container
}
