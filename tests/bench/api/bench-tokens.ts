// Real access tokens from the embedded identity provider, obtained over HTTP as the web app gets them:
// authorization code + PKCE S256 against <origin>/oidc, signing in (or signing up) through the
// provider's own form; then the admin grants the bench user enough credits for every request.
import { randomBytes } from 'node:crypto'
import {
  authorizationUrl,
  type ClientSettings,
  exchangeCode,
  formAction,
  type Page,
  peek,
  pkcePair,
  TestBrowser,
} from '../../support/oidc-test-client.ts'

type Credentials = { readonly username: string; readonly password: string }

const asPage = (result: Page | { redirectedTo: URL }, step: string): Page => {
  if ('html' in result) return result
  throw new Error(`${step}: expected a page, was sent to ${result.redirectedTo.href}`)
}

/** Signs in (or, with `signUp`, creates the account) and answers its access token. */
export const accessToken = async (origin: string, who: Credentials, signUp = false): Promise<string> => {
  const client: ClientSettings = {
    issuer: `${origin}/oidc`,
    clientId: 'leadlens-web',
    redirectUri: `${origin}/callback`,
  }
  const browser = new TestBrowser(origin)
  const { verifier, challenge } = pkcePair()
  const url = authorizationUrl(client, { codeChallenge: challenge, codeChallengeMethod: 'S256' })
  let page = asPage(await browser.navigate(url, client.redirectUri), 'authorize')
  if (signUp)
    page = asPage(
      await browser.navigate(`${page.url.split('?')[0]}/signup`, client.redirectUri),
      'sign-up page',
    )
  const posted = await browser.navigate(
    formAction(page.html, signUp ? '/signup' : '/login'),
    client.redirectUri,
    {
      form: { ...who },
    },
  )
  if (!('redirectedTo' in posted)) throw new Error(`signing in as ${who.username} failed (${posted.status})`)
  const code = posted.redirectedTo.searchParams.get('code')
  if (code === null) throw new Error(`no code for ${who.username}: ${posted.redirectedTo.href}`)
  const tokens = await exchangeCode(client, code, verifier)
  if (tokens.body.access_token === undefined)
    throw new Error(`token exchange failed: ${JSON.stringify(tokens.body)}`)
  return tokens.body.access_token
}

const api = async (origin: string, token: string, method: string, path: string, body?: unknown) => {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
  return response.json()
}

// The most one grant may hold (CUSTOM_GRANT_LIMITS): far more than a run spends.
const PLENTY = 1_000_000

/** A new user for this run (so nothing is already revealed), with plenty of lead and search credits. */
const benchUser = async (origin: string, adminToken: string): Promise<string> => {
  const user = {
    username: `bench-${randomBytes(4).toString('hex')}`,
    password: randomBytes(12).toString('hex'),
  }
  const token = await accessToken(origin, user, true)
  await api(origin, token, 'GET', '/api/user/info') // the service records the user on its first call
  const userId = String(peek(token).claims.sub)
  await api(origin, adminToken, 'POST', `/api/admin/users/${encodeURIComponent(userId)}/credits`, {
    grants: [
      { kind: 'lead', quantity: PLENTY },
      { kind: 'search', quantity: PLENTY },
    ],
  })
  return token
}

/** `count` new users' tokens; the admin signs in once to grant them all. */
export const benchUsers = async (origin: string, admin: Credentials, count: number): Promise<string[]> => {
  const adminToken = await accessToken(origin, admin)
  const tokens: string[] = []
  for (let i = 0; i < count; i++) tokens.push(await benchUser(origin, adminToken))
  return tokens
}
