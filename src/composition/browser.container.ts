import { Container } from 'inversify'
import { FetchLiveCountsGateway } from '../adapters/browser/http/fetch-live-counts.gateway.ts'
import { FetchSiteConfigGateway } from '../adapters/browser/http/fetch-site-config.gateway.ts'
import { LazyIdentity } from '../adapters/browser/oidc/lazy-identity.ts'
import { LocalStoragePreferences } from '../adapters/browser/storage/local-storage-preferences.ts'
import { CheckInviteCode } from '../application/browser/check-invite-code.use-case.ts'
import { CompleteSignIn } from '../application/browser/complete-sign-in.use-case.ts'
import { GetAccessToken } from '../application/browser/get-access-token.use-case.ts'
import { GetCurrentUser } from '../application/browser/get-current-user.use-case.ts'
import { GetLiveCounts } from '../application/browser/get-live-counts.use-case.ts'
import { GetPreferredLanguage } from '../application/browser/get-preferred-language.use-case.ts'
import { GetSiteConfig } from '../application/browser/get-site-config.use-case.ts'
import { LoadUserInfo } from '../application/browser/load-user-info.use-case.ts'
import { LookUpProfile } from '../application/browser/look-up-profile.use-case.ts'
import type { BillingGateway } from '../application/browser/ports/billing.gateway.port.ts'
import type { ContactsGateway } from '../application/browser/ports/contacts.gateway.port.ts'
import type { UserInfoGateway } from '../application/browser/ports/user-info.gateway.port.ts'
import { PurchasePlan } from '../application/browser/purchase-plan.use-case.ts'
import { RevealProfileContacts } from '../application/browser/reveal-profile-contacts.use-case.ts'
import { SessionExpiredSignal } from '../application/browser/session-expired-signal.ts'
import { SetPreferredLanguage } from '../application/browser/set-preferred-language.use-case.ts'
import { SignIn } from '../application/browser/sign-in.use-case.ts'
import { SignOut } from '../application/browser/sign-out.use-case.ts'
import { bindAccountArea } from './browser/account.bindings.ts'
import { bindAdminUsersArea } from './browser/admin-users.bindings.ts'
import { bindAuditArea } from './browser/audit.bindings.ts'
import { bindBillingArea } from './browser/billing.bindings.ts'
import { bindCompanyArea } from './browser/company.bindings.ts'
import { bindInvitationArea } from './browser/invitation.bindings.ts'
import { lazyGateway, sharedApiClient } from './browser/lazy-gateway.ts'
import { bindOptOutArea } from './browser/opt-out.bindings.ts'
import { BrowserTokens as T, type Token } from './tokens.ts'
import { typedResolver } from './typed-resolution.ts'

/** What the UI may ask the container for: use cases, by token. */
export interface UseCaseResolver {
  get<Value>(token: Token<Value>): Value
}

/** The only place that decides which adapter serves each port in the browser. */
export const createBrowserContainer = (window: Window): UseCaseResolver => {
  const container = new Container({ defaultScope: 'Singleton' })
  container
    .bind(T.PreferencesStore)
    .toConstantValue(new LocalStoragePreferences(window.localStorage, window.document))
  container
    .bind(T.GetPreferredLanguage)
    .toDynamicValue((ctx) => new GetPreferredLanguage(typedResolver(ctx)(T.PreferencesStore)))
  container
    .bind(T.SetPreferredLanguage)
    .toDynamicValue((ctx) => new SetPreferredLanguage(typedResolver(ctx)(T.PreferencesStore)))
  container.bind(T.GetSiteConfig).toConstantValue(new GetSiteConfig(new FetchSiteConfigGateway()))
  bindSignIn(container, window)
  bindPricing(container)
  bindHomePage(container)
  // The dashboard's areas; their gateways load with the API client, on first use.
  bindCompanyArea(container)
  bindBillingArea(container)
  bindInvitationArea(container)
  bindAdminUsersArea(container)
  bindAuditArea(container)
  bindAccountArea(container)
  // The public opt-out page and the admins' outbox.
  bindOptOutArea(container)
  return container
}

/**
 * Sign-in: the oidc-client-ts adapter and the client configuration it needs are loaded on first use (a
 * separate chunk), so the first page renders without them and an anonymous visitor never fetches them.
 */
const bindSignIn = (container: Container, window: Window) => {
  const connect = () =>
    import('../adapters/browser/oidc/connect-oidc-identity.ts').then((adapter) =>
      adapter.connectOidcIdentity(window),
    )
  container.bind(T.Identity).toConstantValue(new LazyIdentity(connect, window.localStorage))
  container.bind(T.SessionExpired).toConstantValue(new SessionExpiredSignal())
  const identity = (ctx: Parameters<typeof typedResolver>[0]) => typedResolver(ctx)(T.Identity)
  container.bind(T.SignIn).toDynamicValue((ctx) => new SignIn(identity(ctx)))
  container.bind(T.CompleteSignIn).toDynamicValue((ctx) => new CompleteSignIn(identity(ctx)))
  container.bind(T.SignOut).toDynamicValue((ctx) => new SignOut(identity(ctx)))
  container
    .bind(T.GetAccessToken)
    .toDynamicValue((ctx) => new GetAccessToken(identity(ctx), typedResolver(ctx)(T.SessionExpired)))
  container.bind(T.GetCurrentUser).toDynamicValue((ctx) => new GetCurrentUser(identity(ctx)))
  container
    .bind(T.LoadUserInfo)
    .toDynamicValue(
      (ctx) => new LoadUserInfo(identity(ctx), typedResolver(ctx)(T.GetAccessToken), lazyUserInfoGateway()),
    )
}

// The API client (axios) is needed only once someone is signed in: loaded then, in its own chunk.
const lazyUserInfoGateway = () =>
  lazyGateway<UserInfoGateway>(async () => {
    const adapter = await import('../adapters/browser/http/axios-user-info.gateway.ts')
    return new adapter.AxiosUserInfoGateway(await sharedApiClient())
  })

/**
 * The home page: the live counts with fetch (public, on the first page), the profile look-up and reveal
 * over the API client, which an anonymous visitor never loads.
 */
const bindHomePage = (container: Container) => {
  container.bind(T.GetLiveCounts).toConstantValue(new GetLiveCounts(new FetchLiveCountsGateway()))
  const contacts = lazyContactsGateway()
  container
    .bind(T.LookUpProfile)
    .toDynamicValue((ctx) => new LookUpProfile(typedResolver(ctx)(T.GetAccessToken), contacts))
  container
    .bind(T.RevealProfileContacts)
    .toDynamicValue((ctx) => new RevealProfileContacts(typedResolver(ctx)(T.GetAccessToken), contacts))
}

const lazyContactsGateway = () =>
  lazyGateway<ContactsGateway>(async () => {
    const adapter = await import('../adapters/browser/http/axios-contacts.gateway.ts')
    return new adapter.AxiosContactsGateway(await sharedApiClient())
  })

/** Pricing: placing orders and checking invite codes, over the API client (loaded on the first purchase). */
const bindPricing = (container: Container) => {
  const billing = lazyBillingGateway()
  const identity = (ctx: Parameters<typeof typedResolver>[0]) => typedResolver(ctx)(T.Identity)
  const token = (ctx: Parameters<typeof typedResolver>[0]) => typedResolver(ctx)(T.GetAccessToken)
  container.bind(T.PurchasePlan).toDynamicValue((ctx) => new PurchasePlan(identity(ctx), token(ctx), billing))
  container
    .bind(T.CheckInviteCode)
    .toDynamicValue((ctx) => new CheckInviteCode(identity(ctx), token(ctx), billing))
}

const lazyBillingGateway = () =>
  lazyGateway<BillingGateway>(async () => {
    const adapter = await import('../adapters/browser/http/axios-billing.gateway.ts')
    return new adapter.AxiosBillingGateway(await sharedApiClient())
  })
