import { Container } from 'inversify'
import type { ChromeApi } from '../adapters/browser/extension/chrome-api.ts'
import { ChromeCurrentTab } from '../adapters/browser/extension/chrome-current-tab.ts'
import type { ExtensionPreferences } from '../adapters/browser/extension/extension-preferences.ts'
import { axiosTransport } from '../adapters/browser/http/axios-transport.ts'
import { contractClient } from '../adapters/browser/http/contract-client.ts'
import * as ContactsCalls from '../adapters/http-contract/contacts.ts'
import { reportBounce } from '../adapters/http-contract/email.ts'
import { cancelSubscription, subscriptionOverview } from '../adapters/http-contract/payment.ts'
import type { Identity } from '../application/browser/ports/identity.port.ts'
import { bindPreferencesArea } from './browser/preferences.area.ts'
import { bindProfileArea } from './browser/profile.area.ts'
import { bindSessionArea } from './browser/session.area.ts'
import { bindSubscriptionArea } from './browser/subscription.area.ts'
import type { UseCaseResolver } from './browser.container.ts'
import { bindTabArea } from './extension/tab.area.ts'

export type ExtensionEnvironment = {
  readonly chrome: ChromeApi
  /** The service the extension was downloaded from (config.json). */
  readonly serviceUrl: string
  readonly identity: Identity
  readonly preferences: ExtensionPreferences
  /** The tab the popup was opened for, when not the active one (`popup.html?tab=<id>`). */
  readonly tabId: number | null
}

/**
 * The browser extension's composition root: the web app's areas it shows (language, sign-in, look up
 * and reveal, credits) over the same adapters, pointed at the service's address instead of the page's
 * own origin, plus the tab the popup is opened over. Everything loads at once: the popup is small and
 * opened on purpose.
 */
export const createExtensionContainer = (environment: ExtensionEnvironment): UseCaseResolver => {
  const container = new Container({ defaultScope: 'Singleton' })
  bindPreferencesArea(container, environment.preferences)
  bindSessionArea(container, { identity: environment.identity })
  const wire = axiosTransport(environment.serviceUrl)
  bindProfileArea(container, (accessToken) => ({
    contacts: contractClient(ContactsCalls, wire, accessToken),
    bounce: contractClient({ reportBounce }, wire, accessToken),
  }))
  bindSubscriptionArea(container, (accessToken) =>
    contractClient({ subscriptionOverview, cancelSubscription }, wire, accessToken),
  )
  bindTabArea(container, { currentTab: new ChromeCurrentTab(environment.chrome, environment.tabId) })
  return container
}
