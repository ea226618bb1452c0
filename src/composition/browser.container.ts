import { Container } from 'inversify'
import { FetchLiveCountsGateway } from '../adapters/browser/http/fetch-live-counts.gateway.ts'
import { FetchSiteConfigGateway } from '../adapters/browser/http/fetch-site-config.gateway.ts'
import { LazyIdentity } from '../adapters/browser/oidc/lazy-identity.ts'
import type { WebSession } from '../adapters/browser/oidc/web-session.ts'
import { LocalStoragePreferences } from '../adapters/browser/storage/local-storage-preferences.ts'
import type { UserInfoGateway } from '../application/browser/ports/user-info.gateway.port.ts'
import { bindAccountArea } from './browser/account.area.ts'
import { bindActivityArea } from './browser/activity.area.ts'
import { bindApiKeysArea } from './browser/api-keys.area.ts'
import { bindAuditArea } from './browser/audit.area.ts'
import { bindCompaniesArea } from './browser/companies.area.ts'
import { bindContactsWorkspaceArea } from './browser/contacts-workspace.area.ts'
import { sharedTransport } from './browser/contract-api.ts'
import { bindEmailFinderArea } from './browser/email-finder.area.ts'
import { bindEnrichmentArea } from './browser/enrichment.area.ts'
import { bindInvitationsArea } from './browser/invitations.area.ts'
import { bindOnboardingArea } from './browser/onboarding.area.ts'
import { bindOptOutArea } from './browser/opt-out.area.ts'
import { bindOrdersArea } from './browser/orders.area.ts'
import { bindOutboxArea } from './browser/outbox.area.ts'
import { bindPreferencesArea } from './browser/preferences.area.ts'
import { bindPricingArea } from './browser/pricing.area.ts'
import { bindProfileArea } from './browser/profile.area.ts'
import { bindSessionArea, type SessionAdapters } from './browser/session.area.ts'
import { bindSiteArea } from './browser/site.area.ts'
import { bindSubscriptionArea } from './browser/subscription.area.ts'
import { bindUsersArea } from './browser/users.area.ts'
import type { Token } from './token.ts'

/** What the UI may ask the container for, by token: use cases, and each area's authorised calls. */
export interface UseCaseResolver {
  get<Value>(token: Token<Value>): Value
}

/**
 * The only place that decides which areas the web app has. Each area (src/composition/browser/
 * <area>.area.ts) names its tokens and binds them; what talks to the API loads on its first call
 * (`bindContractApi`), so the public pages never download the dashboard's code.
 */
export const createBrowserContainer = (window: Window): UseCaseResolver => {
  const container = new Container({ defaultScope: 'Singleton' })
  bindPreferencesArea(container, new LocalStoragePreferences(window.localStorage, window.document))
  bindSessionArea(container, webSessionAdapters(window))
  bindSiteArea(container, {
    siteConfig: new FetchSiteConfigGateway(),
    liveCounts: new FetchLiveCountsGateway(),
  })
  bindProfileArea(container)
  bindPricingArea(container)
  bindOptOutArea(container)
  // The dashboard.
  bindOnboardingArea(container)
  bindCompaniesArea(container)
  bindEmailFinderArea(container)
  bindApiKeysArea(container)
  bindEnrichmentArea(container)
  bindContactsWorkspaceArea(container)
  bindSubscriptionArea(container)
  bindActivityArea(container)
  bindInvitationsArea(container)
  bindUsersArea(container)
  bindAuditArea(container)
  bindOrdersArea(container)
  bindOutboxArea(container)
  bindAccountArea(container)
  return container
}

/**
 * The web app's: the session (the client configuration and the stored tokens) loads on first use, in
 * a separate chunk, so the first page renders without it and an anonymous visitor never fetches it; a
 * signed-in page reads its token from storage, and oidc-client-ts loads only to sign in or out or to
 * refresh (web-session.ts). The user info call loads with the API client, once someone is signed in.
 */
const webSessionAdapters = (window: Window): SessionAdapters => {
  let loading: Promise<WebSession> | undefined
  // A chunk that failed to load is asked for again next time.
  const session = () =>
    (loading ??= import('../adapters/browser/oidc/web-session.ts').then(
      (module) => module.webSession(window),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))
  return {
    identity: new LazyIdentity(
      () => session().then((loaded) => loaded.connect()),
      window.localStorage,
      () => session().then((loaded) => loaded.readStored()),
    ),
    // Loaded with the first call, like every area's calls.
    userInfo: {
      load: async (accessToken) => {
        const [http, transport] = await Promise.all([
          import('../adapters/browser/http/contract-user-info.gateway.ts'),
          sharedTransport(),
        ])
        return http.contractUserInfoGateway(transport).load(accessToken)
      },
    } satisfies UserInfoGateway,
  }
}
