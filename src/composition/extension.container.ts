import { Container } from 'inversify'
import type { ChromeApi } from '../adapters/browser/extension/chrome-api.ts'
import { ChromeCurrentTab } from '../adapters/browser/extension/chrome-current-tab.ts'
import type { ExtensionPreferences } from '../adapters/browser/extension/extension-preferences.ts'
import { createApiClient } from '../adapters/browser/http/api-client.ts'
import { AxiosContactsGateway } from '../adapters/browser/http/axios-contacts.gateway.ts'
import { AxiosSubscriptionGateway } from '../adapters/browser/http/axios-subscription.gateway.ts'
import { CompleteSignIn } from '../application/browser/complete-sign-in.use-case.ts'
import { GetAccessToken } from '../application/browser/get-access-token.use-case.ts'
import { GetCurrentUser } from '../application/browser/get-current-user.use-case.ts'
import { GetPreferredLanguage } from '../application/browser/get-preferred-language.use-case.ts'
import { GetSubscriptionOverview } from '../application/browser/get-subscription-overview.use-case.ts'
import { LookAtCurrentTab } from '../application/browser/look-at-current-tab.use-case.ts'
import { LookUpProfile } from '../application/browser/look-up-profile.use-case.ts'
import type { Identity } from '../application/browser/ports/identity.port.ts'
import { RevealProfileContacts } from '../application/browser/reveal-profile-contacts.use-case.ts'
import { SessionExpiredSignal } from '../application/browser/session-expired-signal.ts'
import { SetPreferredLanguage } from '../application/browser/set-preferred-language.use-case.ts'
import { SignIn } from '../application/browser/sign-in.use-case.ts'
import { SignOut } from '../application/browser/sign-out.use-case.ts'
import type { UseCaseResolver } from './browser.container.ts'
import { ExtensionTokens } from './extension/extension.tokens.ts'
import { BrowserTokens as T } from './tokens.ts'
import { typedResolver } from './typed-resolution.ts'

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
 * The browser extension's composition root: the web app's use cases (look up, reveal, credits, sign-in)
 * over the same adapters, pointed at the service's address instead of the page's own origin, plus the
 * tab the popup is opened over. Everything loads at once: the popup is small and opened on purpose.
 */
export const createExtensionContainer = (environment: ExtensionEnvironment): UseCaseResolver => {
  const container = new Container({ defaultScope: 'Singleton' })
  const get = typedResolver(container)
  const api = createApiClient(environment.serviceUrl)
  const contacts = new AxiosContactsGateway(api)

  container.bind(T.PreferencesStore).toConstantValue(environment.preferences)
  container
    .bind(T.GetPreferredLanguage)
    .toDynamicValue(() => new GetPreferredLanguage(get(T.PreferencesStore)))
  container
    .bind(T.SetPreferredLanguage)
    .toDynamicValue(() => new SetPreferredLanguage(get(T.PreferencesStore)))

  container.bind(T.Identity).toConstantValue(environment.identity)
  container.bind(T.SessionExpired).toConstantValue(new SessionExpiredSignal())
  container.bind(T.SignIn).toDynamicValue(() => new SignIn(get(T.Identity)))
  container.bind(T.SignOut).toDynamicValue(() => new SignOut(get(T.Identity)))
  container.bind(T.CompleteSignIn).toDynamicValue(() => new CompleteSignIn(get(T.Identity)))
  container.bind(T.GetCurrentUser).toDynamicValue(() => new GetCurrentUser(get(T.Identity)))
  container
    .bind(T.GetAccessToken)
    .toDynamicValue(() => new GetAccessToken(get(T.Identity), get(T.SessionExpired)))

  container.bind(T.LookUpProfile).toDynamicValue(() => new LookUpProfile(get(T.GetAccessToken), contacts))
  container
    .bind(T.RevealProfileContacts)
    .toDynamicValue(() => new RevealProfileContacts(get(T.GetAccessToken), contacts))
  container
    .bind(T.GetSubscriptionOverview)
    .toDynamicValue(
      () => new GetSubscriptionOverview(get(T.GetAccessToken), new AxiosSubscriptionGateway(api)),
    )
  container
    .bind(ExtensionTokens.LookAtCurrentTab)
    .toConstantValue(new LookAtCurrentTab(new ChromeCurrentTab(environment.chrome, environment.tabId)))
  return container
}
