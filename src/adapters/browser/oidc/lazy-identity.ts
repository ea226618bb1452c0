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

/**
 * The Identity port, loaded when first needed. The sign-in code (oidc-client-ts, jose) and the client
 * configuration fetch stay out of the first page load; an anonymous visitor (no ID token stored) never
 * loads them until they choose to sign in. A load that fails is tried again on the next call.
 */
export class LazyIdentity implements Identity {
  private loading: Promise<Identity | SignInFailure> | undefined

  constructor(
    private readonly connect: () => Promise<Identity | SignInFailure>,
    private readonly tokens: Storage,
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
    const identity = await this.identity()
    return isSignInFailure(identity) ? true : identity.isSignedIn()
  }

  async accessToken(): Promise<string | SignInFailure> {
    if (!idTokenIsStored(this.tokens)) return signInFailure('NotAuthenticated')
    const identity = await this.identity()
    return isSignInFailure(identity) ? identity : identity.accessToken()
  }

  async currentUser(): Promise<SignedInUser | null> {
    if (!idTokenIsStored(this.tokens)) return null
    const identity = await this.identity()
    return isSignInFailure(identity) ? null : identity.currentUser()
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
