import { Container } from 'inversify'
import { LocalStoragePreferences } from '../adapters/browser/storage/local-storage-preferences.ts'
import { bindActivityArea } from './browser/activity.area.ts'
import { bindAuditArea } from './browser/audit.area.ts'
import { bindCompaniesArea } from './browser/companies.area.ts'
import { bindInvitationsArea } from './browser/invitations.area.ts'
import { bindOnboardingArea } from './browser/onboarding.area.ts'
import { bindOptOutArea } from './browser/opt-out.area.ts'
import { bindOutboxArea } from './browser/outbox.area.ts'
import { bindPreferencesArea } from './browser/preferences.area.ts'
import { bindPricingArea } from './browser/pricing.area.ts'
import { bindProfileArea } from './browser/profile.area.ts'
import { bindSessionArea, webSessionAdapters } from './browser/session.area.ts'
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
 * (`lazyGateway`), so the public pages never download the dashboard's code.
 */
export const createBrowserContainer = (window: Window): UseCaseResolver => {
  const container = new Container({ defaultScope: 'Singleton' })
  bindPreferencesArea(container, new LocalStoragePreferences(window.localStorage, window.document))
  bindSessionArea(container, webSessionAdapters(window))
  bindSiteArea(container)
  bindProfileArea(container)
  bindPricingArea(container)
  bindOptOutArea(container)
  // The dashboard.
  bindOnboardingArea(container)
  bindCompaniesArea(container)
  bindSubscriptionArea(container)
  bindActivityArea(container)
  bindInvitationsArea(container)
  bindUsersArea(container)
  bindAuditArea(container)
  bindOutboxArea(container)
  return container
}
