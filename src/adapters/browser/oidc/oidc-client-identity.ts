import type { StateStore, User, UserManager } from 'oidc-client-ts'
import type {
  Identity,
  SignedIn,
  SignedOut,
  SignInOptions,
} from '../../../application/browser/ports/identity.port.ts'
import { type SignInFailure, signInFailure } from '../../../application/browser/ports/sign-in-failure.ts'
import { accessTokenIsUsable, HOME_PATH } from '../../../domain/identity/sign-in-rules.ts'
import { type SignedInUser, userFromClaims } from '../../../domain/identity/signed-in-user.ts'
import type { IdTokenCheck } from './id-token-check.ts'
import { failureFrom } from './oidc-failures.ts'
import type { RunExclusively } from './refresh-lock.ts'
import { checkCallback, returnPathOf, type SessionData } from './sign-in-session.ts'

export type OidcClientIdentityDeps = {
  readonly userManager: UserManager
  /** The same store the user manager keeps sign-in sessions in (sessionStorage). */
  readonly sessions: StateStore
  readonly audience: string
  readonly rolesClaim: string
  readonly checkIdToken: IdTokenCheck
  readonly exclusively: RunExclusively
  /** Milliseconds since the epoch. */
  readonly now: () => number
}

const idTokenOf = (user: User | null): string | null =>
  typeof user?.id_token === 'string' && user.id_token !== '' ? user.id_token : null

/** The Identity port over oidc-client-ts's UserManager (SPEC §4, §5, §8). */
export class OidcClientIdentity implements Identity {
  private refreshing: Promise<string | SignInFailure> | undefined

  constructor(private readonly deps: OidcClientIdentityDeps) {}

  async signIn(options: SignInOptions = {}): Promise<SignInFailure | undefined> {
    const manager = this.deps.userManager
    try {
      // SPEC §4: a new sign-in starts from nothing: the old tokens go, and so do abandoned sessions.
      await manager.removeUser()
      await manager.clearStaleState()
      const state: SessionData = { postRedirectUri: options.postRedirectUri ?? HOME_PATH }
      await manager.signinRedirect({
        state,
        ...(options.language === undefined ? {} : { ui_locales: options.language }),
        ...(options.createAccount === true ? { prompt: 'create' } : {}),
      })
      return undefined
    } catch (error) {
      return failureFrom(error, 'signIn')
    }
  }

  async handleCallback(url: string): Promise<SignedIn | SignInFailure> {
    const manager = this.deps.userManager
    const problem = await checkCallback(url, manager.settings.redirect_uri, this.deps.sessions)
    if (problem !== null) return problem
    const carriedError = new URL(url).searchParams.has('error')
    let user: User | undefined
    try {
      user = await manager.signinCallback(url)
    } catch (error) {
      return failureFrom(error, 'callback', carriedError)
    }
    const idToken = idTokenOf(user ?? null)
    const rejected =
      idToken === null ? signInFailure('InvalidIdToken') : await this.deps.checkIdToken(idToken)
    if (rejected !== null) {
      await manager.removeUser()
      return rejected
    }
    return { _tag: 'SignedIn', returnTo: returnPathOf(user?.state) }
  }

  async signOut(): Promise<SignedOut> {
    const manager = this.deps.userManager
    try {
      await manager.revokeTokens(['refresh_token'])
    } catch {
      // SPEC §4: a revocation that fails is ignored; the token is forgotten here either way.
    }
    try {
      // oidc-client-ts adds the stored ID token as id_token_hint; with the client id beside it the
      // provider knows who asks and signs out without asking (OpenID RP-Initiated Logout §2).
      await manager.signoutRedirect({ extraQueryParams: { client_id: manager.settings.client_id } })
      return { _tag: 'SignedOut', leftForProvider: true }
    } catch {
      // No end-session endpoint, or the provider is away: signed out on this device only.
      await manager.removeUser().catch(() => undefined)
      return { _tag: 'SignedOut', leftForProvider: false }
    }
  }

  async forget(): Promise<void> {
    await this.deps.userManager.removeUser()
  }

  async isSignedIn(): Promise<boolean> {
    return idTokenOf(await this.storedUser()) !== null
  }

  async currentUser(): Promise<SignedInUser | null> {
    const user = await this.storedUser()
    if (user === null || idTokenOf(user) === null) return null
    return userFromClaims(user.profile, this.deps.rolesClaim)
  }

  async accessToken(): Promise<string | SignInFailure> {
    const reusable = this.reusableToken(await this.storedUser())
    if (reusable !== undefined) return reusable
    // One refresh at a time: concurrent callers in this tab share it, other tabs wait for the lock.
    this.refreshing ??= this.deps
      .exclusively(() => this.refresh())
      .finally(() => {
        this.refreshing = undefined
      })
    return this.refreshing
  }

  /** The stored token while it is usable; a failure when no one is signed in; undefined: refresh it. */
  private reusableToken(user: User | null): string | SignInFailure | undefined {
    if (user === null || idTokenOf(user) === null) return signInFailure('NotAuthenticated')
    const usable = user.access_token !== '' && accessTokenIsUsable(user.expires_at, this.nowSeconds())
    return usable ? user.access_token : undefined
  }

  private async refresh(): Promise<string | SignInFailure> {
    // Read again under the lock: another tab may have refreshed (and rotated the refresh token) meanwhile.
    const user = await this.storedUser()
    const reusable = this.reusableToken(user)
    if (reusable !== undefined) return reusable
    if (user === null || typeof user.refresh_token !== 'string' || user.refresh_token === '')
      return signInFailure('NotAuthenticated')
    try {
      const renewed = await this.deps.userManager.signinSilent({ resource: this.deps.audience })
      if (renewed === null || renewed.access_token === '') return signInFailure('NotAuthenticated')
      const idToken = idTokenOf(renewed)
      if (idToken !== null && idToken !== user.id_token) {
        const rejected = await this.deps.checkIdToken(idToken)
        if (rejected !== null) {
          await this.deps.userManager.removeUser()
          return rejected
        }
      }
      return renewed.access_token
    } catch (error) {
      return failureFrom(error, 'refresh')
    }
  }

  /** The stored user; a stored entry that cannot be read counts as none, and is removed. */
  private async storedUser(): Promise<User | null> {
    try {
      return await this.deps.userManager.getUser()
    } catch {
      await this.deps.userManager.removeUser().catch(() => undefined)
      return null
    }
  }

  private nowSeconds(): number {
    return Math.floor(this.deps.now() / 1000)
  }
}
