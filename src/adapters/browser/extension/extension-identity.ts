import type {
  Identity,
  SignedIn,
  SignedOut,
  SignInOptions,
} from '../../../application/browser/ports/identity.port.ts'
import type { SignInFailure } from '../../../application/browser/ports/sign-in-failure.ts'
import type { SignedInUser } from '../../../domain/identity/signed-in-user.ts'
import type { ClientConfig } from '../http/client-config.ts'
import { createOidcIdentity } from '../oidc/connect-oidc-identity.ts'
import { OIDC_STORE_PREFIX } from '../oidc/storage-keys.ts'
import type { ChromeApi } from './chrome-api.ts'
import { ChromeStorageStateStore } from './chrome-storage-state-store.ts'

/** The extension page the provider returns to (registered for the extension's client). */
export const SIGN_IN_PAGE = 'sign-in.html'

type Page = { readonly origin: string; readonly sessionStorage: Storage; readonly localStorage: Storage }

/**
 * The web app's identity adapter (oidc-client-ts, PKCE, the same ID-token checks) for the extension's
 * pages. The sign-in session and the tokens are kept in the extension's storage, not in one page's: the
 * popup starts the sign-in and closes, the provider answers in a tab, the sign-in page finishes it.
 * `leave` takes the user to the provider (the popup opens a tab; the sign-in page navigates).
 *
 * Signing out forgets the extension's tokens and revokes its refresh token, but stays off the
 * provider's end-session page: the provider's session is the web app's sign-in too, and leaving the
 * extension should not sign the user out of the site.
 */
export class ExtensionIdentity implements Identity {
  private signingOut = false
  private readonly inner: Identity

  constructor(chrome: ChromeApi, client: ClientConfig, page: Page, leave: (url: string) => void) {
    const store = new ChromeStorageStateStore(chrome, OIDC_STORE_PREFIX)
    this.inner = createOidcIdentity(
      client,
      {
        ...page,
        leave: (url) => {
          if (!this.signingOut) leave(url)
        },
        locks: (globalThis.navigator as Navigator | undefined)?.locks,
        now: () => Date.now(),
      },
      { redirect_uri: chrome.runtime.getURL(SIGN_IN_PAGE), stateStore: store, userStore: store },
    )
  }

  signIn(options?: SignInOptions): Promise<SignInFailure | undefined> {
    return this.inner.signIn(options)
  }

  handleCallback(url: string): Promise<SignedIn | SignInFailure> {
    return this.inner.handleCallback(url)
  }

  async signOut(): Promise<SignedOut> {
    this.signingOut = true
    try {
      await this.inner.signOut()
      await this.inner.forget() // in case the provider could not be asked to end the session
      return { _tag: 'SignedOut', leftForProvider: false }
    } finally {
      this.signingOut = false
    }
  }

  forget(): Promise<void> {
    return this.inner.forget()
  }

  isSignedIn(): Promise<boolean> {
    return this.inner.isSignedIn()
  }

  accessToken(): Promise<string | SignInFailure> {
    return this.inner.accessToken()
  }

  currentUser(): Promise<SignedInUser | null> {
    return this.inner.currentUser()
  }
}
