import { UserManager, type UserManagerSettings } from 'oidc-client-ts'
import type { ClientConfig } from '../http/client-config.ts'
import { idTokenCheck } from './id-token-check.ts'
import { OidcClientIdentity } from './oidc-client-identity.ts'
import { type OidcStorage, oidcSettings } from './oidc-settings.ts'
import { PageNavigator } from './page-navigator.ts'
import { refreshLock } from './refresh-lock.ts'

/** What the adapter needs of the browser, so tests can hand it a fake one. */
export type OidcEnvironment = OidcStorage & {
  readonly leave: (url: string) => void
  readonly locks: LockManager | undefined
  readonly now: () => number
}

export const environmentOf = (window: Window): OidcEnvironment => ({
  origin: window.location.origin,
  sessionStorage: window.sessionStorage,
  localStorage: window.localStorage,
  leave: (url) => window.location.assign(url),
  // Web Locks exist only in secure contexts (HTTPS, localhost).
  locks: window.navigator.locks as LockManager | undefined,
  now: () => Date.now(),
})

/**
 * Builds the identity adapter for a provider the client configuration names. `overrides` change where
 * the provider returns and where tokens are kept (the browser extension's pages differ from the site's).
 */
export const createOidcIdentity = (
  config: ClientConfig,
  environment: OidcEnvironment,
  overrides: Partial<UserManagerSettings> = {},
): OidcClientIdentity => {
  const settings = { ...oidcSettings(config, environment), ...overrides }
  const userManager = new UserManager(settings, new PageNavigator(environment.leave))
  return new OidcClientIdentity({
    userManager,
    sessions: userManager.settings.stateStore,
    audience: config.audience,
    rolesClaim: config.rolesClaim,
    checkIdToken: idTokenCheck({
      issuer: config.issuer,
      clientId: config.clientId,
      jwksUri: async () => (await userManager.metadataService.getMetadata()).jwks_uri,
      now: environment.now,
    }),
    exclusively: refreshLock(environment.locks),
    now: environment.now,
  })
}
