// Test support: what a browser and the web app do during an OpenID Connect sign-in, driven with fetch
// over real HTTP: a cookie jar, manual redirects, PKCE, the token endpoint. Not product code.
import { createHash, randomBytes } from 'node:crypto'

export type Page = { readonly status: number; readonly url: string; readonly html: string }

/** A browser's cookie jar and navigation, enough for the provider's pages and redirects. */
export class TestBrowser {
  private readonly cookies = new Map<string, string>()

  constructor(
    readonly origin: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  async request(
    url: string,
    init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    const absolute = new URL(url, this.origin).href
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    const response = await fetch(absolute, {
      method: init.method ?? (init.form === undefined ? 'GET' : 'POST'),
      redirect: 'manual',
      headers: {
        ...this.headers,
        ...(cookie === '' ? {} : { cookie }),
        ...(init.form === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
        ...init.headers,
      },
      ...(init.form === undefined ? {} : { body: new URLSearchParams(init.form).toString() }),
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const at = pair.indexOf('=')
      const name = pair.slice(0, at).trim()
      const value = pair.slice(at + 1).trim()
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    return { response, url: absolute }
  }

  /** Follows redirects until a page (non-3xx) or an address starting with `stopAt` (not fetched). */
  async navigate(
    url: string,
    stopAt: string,
    init: { form?: Record<string, string>; headers?: Record<string, string> } = {},
  ): Promise<Page | { readonly redirectedTo: URL }> {
    let next = await this.request(url, init)
    for (let hops = 0; hops < 10; hops++) {
      const location = next.response.headers.get('location')
      if (next.response.status < 300 || next.response.status >= 400 || location === null)
        return { status: next.response.status, url: next.url, html: await next.response.text() }
      const target = new URL(location, next.url)
      if (target.href.startsWith(stopAt)) return { redirectedTo: target }
      next = await this.request(target.href)
    }
    throw new Error('too many redirects')
  }

  forget(name: string) {
    this.cookies.delete(name)
  }
}

export const base64url = (bytes: Buffer) => bytes.toString('base64url')
export const pkcePair = () => {
  const verifier = base64url(randomBytes(64))
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

/** The action of the first form whose action ends with `suffix`, from a page's HTML. */
export const formAction = (html: string, suffix: string): string => {
  const action = [...html.matchAll(/<form method="post" action="([^"]+)"/g)]
    .map((m) => m[1] ?? '')
    .find((a) => a.endsWith(suffix))
  if (action === undefined) throw new Error(`no form posting to …${suffix} in the page`)
  return action
}

export type ClientSettings = {
  readonly issuer: string
  readonly clientId: string
  readonly redirectUri: string
}

export type AuthorizationRequest = {
  readonly scope?: string
  readonly state?: string
  readonly codeChallenge?: string | undefined
  readonly codeChallengeMethod?: string | undefined
  readonly redirectUri?: string
  readonly extra?: Record<string, string>
}

export const authorizationUrl = (client: ClientSettings, request: AuthorizationRequest): string => {
  const params = new URLSearchParams({
    client_id: client.clientId,
    response_type: 'code',
    redirect_uri: request.redirectUri ?? client.redirectUri,
    scope: request.scope ?? 'openid offline_access profile email roles read write',
    state: request.state ?? base64url(randomBytes(64)),
    ...(request.codeChallenge === undefined ? {} : { code_challenge: request.codeChallenge }),
    ...(request.codeChallengeMethod === undefined
      ? {}
      : { code_challenge_method: request.codeChallengeMethod }),
    ...request.extra,
  })
  return `${client.issuer}/auth?${params}`
}

export type TokenResponse = {
  readonly status: number
  readonly body: {
    readonly access_token?: string
    readonly refresh_token?: string
    readonly id_token?: string
    readonly token_type?: string
    readonly expires_in?: number
    readonly scope?: string
    readonly error?: string
    readonly error_description?: string
  }
}

export const tokenRequest = async (
  client: ClientSettings,
  form: Record<string, string>,
): Promise<TokenResponse> => {
  const response = await fetch(`${client.issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: client.clientId, ...form }).toString(),
  })
  return { status: response.status, body: (await response.json()) as TokenResponse['body'] }
}

export const exchangeCode = (client: ClientSettings, code: string, verifier: string, redirectUri?: string) =>
  tokenRequest(client, {
    grant_type: 'authorization_code',
    code,
    code_verifier: verifier,
    redirect_uri: redirectUri ?? client.redirectUri,
  })

export const refresh = (client: ClientSettings, refreshToken: string) =>
  tokenRequest(client, { grant_type: 'refresh_token', refresh_token: refreshToken })

/** A JWT's header and claims, unverified: for looking, not trusting. */
export const peek = (jwt: string) => {
  const [header = '', payload = ''] = jwt.split('.')
  return {
    header: JSON.parse(Buffer.from(header, 'base64url').toString()) as Record<string, unknown>,
    claims: JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>,
  }
}
