import type { SignedInUser } from '../../../domain/identity/signed-in-user.ts'
import type { Language } from '../../../domain/preferences/language.ts'
import type { SignInFailure } from './sign-in-failure.ts'

/** The provider sent the browser back and the tokens are stored: go where the sign-in began. */
export type SignedIn = { readonly _tag: 'SignedIn'; readonly returnTo: string }

/** `leftForProvider`: the page is on its way to the provider's end-session page; else it stays here. */
export type SignedOut = { readonly _tag: 'SignedOut'; readonly leftForProvider: boolean }

export type SignInOptions = {
  /** A path on this site to return to after the callback (SPEC §3: the session's optional postRedirectUri). */
  readonly postRedirectUri?: string
  /** The language the provider's pages should speak (OpenID Connect `ui_locales`): the app's own. */
  readonly language?: Language
  /** Open the provider's create-account form first (OpenID Connect `prompt=create`). */
  readonly createAccount?: boolean
}

/**
 * Signing in with an OpenID Connect provider, and the tokens it gives (SPEC §4). Expected failures are
 * values with a SPEC §8 kind and a message key; only defects throw.
 */
export interface Identity {
  /**
   * Saves a sign-in session, clears stored tokens and leaves for the provider: resolves with nothing
   * once the page is on its way, or with why it could not leave.
   */
  signIn(options?: SignInOptions): Promise<SignInFailure | undefined>
  /** Exchanges the code in the callback address for tokens, once: the session is consumed. */
  handleCallback(url: string): Promise<SignedIn | SignInFailure>
  /**
   * Revokes the refresh token (failure ignored), clears the tokens and leaves for the provider's
   * end-session page. The tokens are cleared even when the provider cannot be reached.
   */
  signOut(): Promise<SignedOut>
  /**
   * Forgets the stored tokens on this device only, without the provider: SPEC §4's "the current user is
   * cleared" when the API refuses the session.
   */
  forget(): Promise<void>
  /** SPEC §4: signed in means an ID token is stored. */
  isSignedIn(): Promise<boolean>
  /** For the API audience: the stored one until it expires, else a refreshed one. */
  accessToken(): Promise<string | SignInFailure>
  /** Who the stored ID token says is signed in; null when no one is. */
  currentUser(): Promise<SignedInUser | null>
}
