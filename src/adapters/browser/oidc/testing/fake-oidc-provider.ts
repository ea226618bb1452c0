// Test support, not product code: an OpenID Connect provider answering oidc-client-ts's and jose's
// fetches in memory: discovery, keys, the token endpoint (code with PKCE S256, rotating refresh tokens),
// revocation. It signs real RS256 ID tokens, so the adapter's checks run for real.
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose'
import type { TestAccount } from '../../../../application/testing/in-memory-identity.ts'

export type FakeProviderSettings = {
  readonly issuer: string
  readonly clientId: string
  readonly audience: string
}

type Grant = { readonly account: TestAccount; readonly challenge: string; readonly redirectUri: string }

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const s256 = async (verifier: string) => {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)))
  return btoa(String.fromCharCode(...digest))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

export class FakeOidcProvider {
  /** Every page the browser was sent to (authorization and end-session requests). */
  readonly departures: URL[] = []
  /** Every request the browser made to the provider. */
  readonly requests: { readonly method: string; readonly url: URL; readonly form: URLSearchParams | null }[] =
    []
  accessTokenLifetime = 600
  refreshRefused = false
  /** Claims to put into (or override in) the next ID tokens. */
  idTokenClaims: JWTPayload = {}
  /** Replaces the key set response (status, body) to test key-set failures. */
  keySetAnswer: (() => Response | Promise<Response>) | null = null
  revocationStatus = 200

  private readonly codes = new Map<string, Grant>()
  private readonly refreshTokens = new Map<string, TestAccount>()
  private counter = 0

  private constructor(
    readonly settings: FakeProviderSettings,
    private readonly privateKey: CryptoKey,
    private readonly publicJwk: JsonWebKey & { kid: string },
  ) {}

  static async create(settings: FakeProviderSettings): Promise<FakeOidcProvider> {
    const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true })
    const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' }
    return new FakeOidcProvider(settings, privateKey as CryptoKey, jwk)
  }

  get metadata() {
    const { issuer } = this.settings
    return {
      issuer,
      authorization_endpoint: `${issuer}/auth`,
      token_endpoint: `${issuer}/token`,
      jwks_uri: `${issuer}/jwks`,
      end_session_endpoint: `${issuer}/session/end`,
      revocation_endpoint: `${issuer}/token/revocation`,
      code_challenge_methods_supported: ['S256'],
    }
  }

  /** The page's way out: records where it was sent. */
  readonly leave = (url: string) => {
    this.departures.push(new URL(url))
  }

  /** The browser's fetch, answered by this provider. */
  readonly fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const method = init.method ?? 'GET'
    const form = init.body === undefined || init.body === null ? null : new URLSearchParams(String(init.body))
    this.requests.push({ method, url, form })
    const { issuer } = this.settings
    switch (`${method} ${url.href.split('?')[0]}`) {
      case `GET ${issuer}/.well-known/openid-configuration`:
        return json(200, this.metadata)
      case `GET ${issuer}/jwks`:
        return this.keySetAnswer?.() ?? json(200, { keys: [this.publicJwk] })
      case `POST ${issuer}/token`:
        return this.token(form ?? new URLSearchParams())
      case `POST ${issuer}/token/revocation`:
        return new Response(null, { status: this.revocationStatus })
      default:
        return json(404, { error: 'not_found' })
    }
  }

  /** The last authorization request the browser was sent with. */
  lastAuthorization(): URL {
    const request = this.departures.findLast((url) => url.pathname.endsWith('/auth'))
    if (request === undefined) throw new Error('FakeOidcProvider: no authorization request was made')
    return request
  }

  /** The user signs in: a code is issued for the last authorization request. */
  approve(account: TestAccount): string {
    const request = this.lastAuthorization()
    const code = this.next('code')
    const redirectUri = request.searchParams.get('redirect_uri') ?? ''
    this.codes.set(code, {
      account,
      challenge: request.searchParams.get('code_challenge') ?? '',
      redirectUri,
    })
    const callback = new URL(redirectUri)
    callback.searchParams.set('code', code)
    callback.searchParams.set('state', request.searchParams.get('state') ?? '')
    callback.searchParams.set('iss', this.settings.issuer)
    return callback.href
  }

  deny(error = 'access_denied', description = 'End-User aborted interaction'): string {
    const request = this.lastAuthorization()
    const callback = new URL(request.searchParams.get('redirect_uri') ?? '')
    callback.searchParams.set('error', error)
    callback.searchParams.set('error_description', description)
    callback.searchParams.set('state', request.searchParams.get('state') ?? '')
    return callback.href
  }

  tokenRequests(grantType: string) {
    return this.requests.filter(
      (r) => r.url.pathname.endsWith('/token') && r.form?.get('grant_type') === grantType,
    )
  }

  private async token(form: URLSearchParams): Promise<Response> {
    const invalidGrant = json(400, { error: 'invalid_grant', error_description: 'grant request is invalid' })
    if (form.get('client_id') !== this.settings.clientId) return json(401, { error: 'invalid_client' })
    if (form.get('grant_type') === 'authorization_code') {
      const grant = this.codes.get(form.get('code') ?? '')
      this.codes.delete(form.get('code') ?? '')
      if (grant === undefined || form.get('redirect_uri') !== grant.redirectUri) return invalidGrant
      if ((await s256(form.get('code_verifier') ?? '')) !== grant.challenge) return invalidGrant
      return this.issue(grant.account)
    }
    if (form.get('grant_type') === 'refresh_token') {
      const token = form.get('refresh_token') ?? ''
      const account = this.refreshTokens.get(token)
      this.refreshTokens.delete(token) // rotation: a refresh token is used once
      if (account === undefined || this.refreshRefused) return invalidGrant
      return this.issue(account)
    }
    return json(400, { error: 'unsupported_grant_type' })
  }

  private async issue(account: TestAccount): Promise<Response> {
    const now = Math.floor(Date.now() / 1000)
    // Overrides go last, so a test can forge any claim (another audience, an old issued-at).
    const idToken = await new SignJWT({
      iss: this.settings.issuer,
      aud: this.settings.clientId,
      sub: account.sub,
      iat: now,
      exp: now + 3600,
      preferred_username: account.username,
      ...(account.email === null ? {} : { email: account.email }),
      roles: account.admin ? ['admin'] : [],
      ...this.idTokenClaims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: this.publicJwk.kid })
      .sign(this.privateKey)
    const refreshToken = this.next('refresh')
    this.refreshTokens.set(refreshToken, account)
    return json(200, {
      access_token: this.next('access'),
      token_type: 'Bearer',
      expires_in: this.accessTokenLifetime,
      id_token: idToken,
      refresh_token: refreshToken,
      scope: 'openid offline_access profile email roles read write',
    })
  }

  private next(prefix: string): string {
    this.counter++
    return `${prefix}-${this.counter}-${crypto.randomUUID()}`
  }
}
