import type { Identity } from '../../../application/browser/ports/identity.port.ts'
import { type SignInFailure, signInFailure } from '../../../application/browser/ports/sign-in-failure.ts'
import { clientConfigLoader } from '../http/client-config.ts'
import { readStoredSession, type StoredSession } from './stored-session.ts'

/** The two ways the web app's LazyIdentity reaches the session (lazy-identity.ts). */
export type WebSession = {
  /** The stored session, read without oidc-client-ts; undefined: ask oidc-client-ts. */
  readonly readStored: () => Promise<StoredSession | undefined>
  /** oidc-client-ts's adapter, for signing in and out and for refreshing a token that has run out. */
  readonly connect: () => Promise<Identity | SignInFailure>
}

/**
 * Loaded once an ID token is stored, or someone signs in. The stored session is read with the client
 * configuration (it names the provider and client the session is stored under); oidc-client-ts and
 * jose load in a chunk of their own only when `connect` is called. One configuration fetch serves both.
 */
export const webSession = (window: Window): WebSession => {
  const config = clientConfigLoader(window.fetch.bind(window), window.location.origin)
  return {
    readStored: async () => {
      const loaded = await config()
      if ('_tag' in loaded) return undefined
      return readStoredSession(window.localStorage, loaded, Math.floor(Date.now() / 1000))
    },
    connect: async () => {
      const loaded = await config()
      if ('_tag' in loaded) return signInFailure('SignInUnavailable')
      const { createOidcIdentity, environmentOf } = await import('./connect-oidc-identity.ts')
      return createOidcIdentity(loaded, environmentOf(window))
    },
  }
}
