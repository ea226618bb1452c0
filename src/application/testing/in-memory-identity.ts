import { accessTokenIsUsable, CALLBACK_PATH, HOME_PATH } from '../../domain/identity/sign-in-rules.ts'
import type { SignedInUser } from '../../domain/identity/signed-in-user.ts'
import type { Identity, SignedIn, SignedOut, SignInOptions } from '../browser/ports/identity.port.ts'
import { type SignInFailure, signInFailure } from '../browser/ports/sign-in-failure.ts'

/** Someone who can sign in at the provider. */
export type TestAccount = {
  readonly sub: string
  readonly username: string
  readonly email: string | null
  readonly admin: boolean
}

type Stored = {
  readonly user: SignedInUser
  readonly accessToken: string
  readonly expiresAt: number
  readonly refreshToken: string | null
}

/**
 * The Identity port in memory, with the provider's side for tests to drive: `approve` and `deny` play
 * the user at the provider, `advance` moves the clock, `refuseRefresh` and `failNextToken` break things.
 */
export class InMemoryIdentity implements Identity {
  static readonly ORIGIN = 'http://app.test'
  static readonly PROVIDER = 'http://provider.test'
  /** Seconds an access token lasts. */
  accessTokenLifetime = 600
  /** Every page the identity left for, in order. */
  readonly departures: string[] = []
  /** How many tokens were issued by exchange or refresh. */
  tokenRequests = 0

  private readonly sessions = new Map<string, string>()
  private readonly codes = new Map<string, TestAccount>()
  private stored: Stored | null = null
  private clock = 1_700_000_000
  private counter = 0
  private lastState: string | null = null
  private refreshRefused = false
  private nextTokenFailure: SignInFailure | null = null

  /** `origin`: the web app's address, where the provider sends the browser back to. */
  constructor(readonly origin: string = InMemoryIdentity.ORIGIN) {}

  async signIn(options: SignInOptions = {}): Promise<SignInFailure | undefined> {
    this.stored = null
    const state = this.next('state')
    this.sessions.set(state, options.postRedirectUri ?? HOME_PATH)
    this.lastState = state
    this.departures.push(`${InMemoryIdentity.PROVIDER}/auth?state=${state}`)
    return undefined
  }

  async handleCallback(url: string): Promise<SignedIn | SignInFailure> {
    const callback = URL.parse(url)
    if (callback === null || callback.origin !== this.origin || callback.pathname !== CALLBACK_PATH)
      return signInFailure('CallbackMismatch')
    const state = callback.searchParams.get('state')
    if (state === null || state === '') return signInFailure('MissingState')
    const returnTo = this.sessions.get(state)
    if (returnTo === undefined) return signInFailure('SessionNotFound')
    this.sessions.delete(state)
    const error = callback.searchParams.get('error')
    if (error !== null)
      return error === 'access_denied'
        ? signInFailure('UserCancelled')
        : signInFailure('CallbackError', {
            code: error,
            message: callback.searchParams.get('error_description') ?? '',
          })
    const code = callback.searchParams.get('code')
    if (code === null) return signInFailure('MissingCode')
    const account = this.codes.get(code)
    this.codes.delete(code)
    if (account === undefined)
      return signInFailure('ProviderError', { code: 'invalid_grant', message: 'grant request is invalid' })
    this.stored = this.issue(account)
    return { _tag: 'SignedIn', returnTo }
  }

  async signOut(): Promise<SignedOut> {
    this.stored = null
    this.departures.push(`${InMemoryIdentity.PROVIDER}/session/end`)
    return { _tag: 'SignedOut', leftForProvider: true }
  }

  async forget(): Promise<void> {
    this.stored = null
  }

  async isSignedIn(): Promise<boolean> {
    return this.stored !== null
  }

  async currentUser(): Promise<SignedInUser | null> {
    return this.stored?.user ?? null
  }

  async accessToken(): Promise<string | SignInFailure> {
    const stored = this.stored
    if (stored === null) return signInFailure('NotAuthenticated')
    if (accessTokenIsUsable(stored.expiresAt, this.clock)) return stored.accessToken
    if (stored.refreshToken === null) return signInFailure('NotAuthenticated')
    if (this.refreshRefused)
      return signInFailure('ProviderError', { code: 'invalid_grant', message: 'grant request is invalid' })
    const failure = this.nextTokenFailure
    this.nextTokenFailure = null
    if (failure !== null) return failure
    this.stored = this.issue({
      sub: stored.user.id,
      username: stored.user.username,
      email: stored.user.email,
      admin: stored.user.role === 'admin',
    })
    return this.stored.accessToken
  }

  // The provider's side, for tests.

  async approve(account: TestAccount): Promise<string> {
    const code = this.next('code')
    this.codes.set(code, account)
    return `${this.origin}${CALLBACK_PATH}?code=${code}&state=${this.requireState()}`
  }

  async deny(): Promise<string> {
    return `${this.origin}${CALLBACK_PATH}?error=access_denied&state=${this.requireState()}`
  }

  advance(seconds: number): void {
    this.clock += seconds
  }

  refuseRefresh(): void {
    this.refreshRefused = true
  }

  /** The next refresh fails with this instead of giving a token. */
  failNextToken(failure: SignInFailure): void {
    this.nextTokenFailure = failure
  }

  /**
   * Signs someone in without the round trip, for tests that start signed in. `accessToken`: the token
   * the session holds, one a real service accepts (a test issuer's) when the test calls the real routes.
   */
  signInDirectly(account: TestAccount, accessToken?: string): void {
    this.stored = this.issue(account, accessToken)
  }

  private issue(account: TestAccount, accessToken?: string): Stored {
    this.tokenRequests++
    return {
      user: {
        id: account.sub,
        username: account.username,
        email: account.email,
        avatar: null,
        role: account.admin ? 'admin' : 'user',
      },
      accessToken: accessToken ?? this.next('access'),
      expiresAt: this.clock + this.accessTokenLifetime,
      refreshToken: this.next('refresh'),
    }
  }

  private requireState(): string {
    if (this.lastState === null) throw new Error('InMemoryIdentity: no sign-in was started')
    return this.lastState
  }

  private next(prefix: string): string {
    this.counter++
    return `${prefix}-${this.counter}`
  }
}
