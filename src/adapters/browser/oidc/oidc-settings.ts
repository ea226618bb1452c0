import { type UserManagerSettings, WebStorageStateStore } from 'oidc-client-ts'
import { CALLBACK_PATH, HOME_PATH } from '../../../domain/identity/sign-in-rules.ts'
import type { ClientConfig } from '../http/client-config.ts'
import { OIDC_STORE_PREFIX } from './storage-keys.ts'

export type OidcStorage = {
  /** This page's origin: the redirect URIs are built from it and must be registered exactly. */
  readonly origin: string
  /** Per tab: the sign-in session (state, PKCE verifier, return path). */
  readonly sessionStorage: Storage
  /** Shared by tabs, kept across visits: the tokens. */
  readonly localStorage: Storage
}

/** The provider's wait for a token, discovery or revocation answer before the attempt counts as failed. */
export const PROVIDER_TIMEOUT_SECONDS = 15

/**
 * oidc-client-ts's settings for SPEC §4: the authorization code flow with PKCE (S256, oidc-client-ts's
 * default), the SPEC §6 scopes, access tokens for the API audience (RFC 8707 `resource` on the
 * authorization and token requests, so the provider issues a JWT the API can verify), the session in
 * sessionStorage and the tokens in localStorage, no timers (tokens are refreshed when asked for). oidc-client-ts 3 has no clock-skew setting and does
 * not verify ID tokens: id-token-check.ts does, with SPEC §9's 300 s tolerance.
 */
export const oidcSettings = (config: ClientConfig, storage: OidcStorage): UserManagerSettings => ({
  authority: config.issuer,
  client_id: config.clientId,
  redirect_uri: new URL(CALLBACK_PATH, storage.origin).href,
  post_logout_redirect_uri: new URL(HOME_PATH, storage.origin).href,
  response_type: 'code',
  scope: config.scopes.join(' '),
  resource: config.audience,
  extraTokenParams: { resource: config.audience },
  stateStore: new WebStorageStateStore({ store: storage.sessionStorage, prefix: OIDC_STORE_PREFIX }),
  userStore: new WebStorageStateStore({ store: storage.localStorage, prefix: OIDC_STORE_PREFIX }),
  automaticSilentRenew: false,
  monitorSession: false,
  // The access token is the API's (its audience), so the provider's userinfo endpoint would refuse it;
  // the ID token carries the profile claims instead.
  loadUserInfo: false,
  revokeTokenTypes: ['refresh_token'],
  revokeTokensOnSignout: false,
  requestTimeoutInSeconds: PROVIDER_TIMEOUT_SECONDS,
})
