import type {
  Identity,
  SignedIn,
  SignedOut,
  SignInOptions,
} from '../../../application/browser/ports/identity.port.ts'
import {
  isSignInFailure,
  type SignInFailure,
  signInFailure,
} from '../../../application/browser/ports/sign-in-failure.ts'
import type { SignedInUser } from '../../../domain/identity/signed-in-user.ts'
import { forgetStoredUsers, idTokenIsStored } from './storage-keys.ts'
import type { StoredSession } from './stored-session.ts'

/**
 * The Identity port, loaded when first needed. The sign-in code (oidc-client-ts, jose) and the client
 * configuration fetch stay out of the first page load; an anonymous visitor (no ID token stored) never
 * loads them until they choose to sign in. A load that fails is tried again on the next call.
 *
 * A signed-in page asks who is signed in and for the access token at once: `readStored` answers both
 * from storage while the stored token is usable, so the sign-in code loads only to refresh it, to sign
 * in or out (issue 24). When it cannot tell (undefined), the loaded adapter decides.
 */
export class LazyIdentity implements Identity {
  private loading: Promise<Identity | SignInFailure> | undefined

  constructor(
    private readonly connect: () => Promise<Identity | SignInFailure>,
    private readonly tokens: Storage,
    private readonly readStored: () => Promise<StoredSession | undefined> = async () => undefined,
  ) {}

  async signIn(options?: SignInOptions): Promise<SignInFailure | undefined> {
    const identity = await this.identity()
    return isSignInFailure(identity) ? identity : identity.signIn(options)
  }

  async handleCallback(url: string): Promise<SignedIn | SignInFailure> {
    const identity = await this.identity()
    return isSignInFailure(identity) ? identity : identity.handleCallback(url)
  }

  async signOut(): Promise<SignedOut> {
    const identity = await this.identity()
    if (!isSignInFailure(identity)) return identity.signOut()
    forgetStoredUsers(this.tokens)
    return { _tag: 'SignedOut', leftForProvider: false }
  }

  async forget(): Promise<void> {
    // Nothing to load for this: the stored tokens are all there is to forget.
    forgetStoredUsers(this.tokens)
  }

  async isSignedIn(): Promise<boolean> {
    if (!idTokenIsStored(this.tokens)) return false
    if ((await this.stored()) !== undefined) return true
    const identity = await this.identity()
    return isSignInFailure(identity) ? true : identity.isSignedIn()
  }

  async accessToken(): Promise<string | SignInFailure> {
    if (!idTokenIsStored(this.tokens)) return signInFailure('NotAuthenticated')
    const stored = (await this.stored())?.usableAccessToken
    if (stored !== undefined) return stored
    const identity = await this.identity()
    return isSignInFailure(identity) ? identity : identity.accessToken()
  }

  async currentUser(): Promise<SignedInUser | null> {
    if (!idTokenIsStored(this.tokens)) return null
    const stored = await this.stored()
    if (stored !== undefined) return stored.user
    const identity = await this.identity()
    return isSignInFailure(identity) ? null : identity.currentUser()
  }

  private async stored(): Promise<StoredSession | undefined> {
    try {
      return await this.readStored()
    } catch {
      return undefined // the reader's chunk did not load: the adapter decides
    }
  }

  private identity(): Promise<Identity | SignInFailure> {
    this.loading ??= this.connect()
      .catch(() => signInFailure('SignInUnavailable'))
      .then((loaded) => {
        if (isSignInFailure(loaded)) this.loading = undefined
        return loaded
      })
    return this.loading
  }
}
