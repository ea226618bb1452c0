import { createHash, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axiosTransport } from '../../src/adapters/browser/http/axios-transport.ts'
import { contractClient } from '../../src/adapters/browser/http/contract-client.ts'
import * as UserCalls from '../../src/adapters/http-contract/user.ts'
import { JoseAccessTokenVerifier } from '../../src/adapters/server/auth/jose-access-token-verifier.ts'
import { ServerTokens as T } from '../../src/composition/tokens.ts'
import {
  ADMIN,
  DEMO,
  type IdentityService,
  newSite,
  removeSite,
  type ServiceSite,
  startIdentityService,
} from '../support/identity-service.ts'
import {
  type AuthorizationRequest,
  authorizationUrl,
  exchangeCode,
  formAction,
  type Page,
  peek,
  pkcePair,
  refresh,
  TestBrowser,
} from '../support/oidc-test-client.ts'

// The embedded OpenID Connect provider over real HTTP on loopback: the service listens, and the tests
// drive it as a browser and the web app would (cookies, redirects, PKCE, the token endpoint).
let site: ServiceSite
let service: IdentityService
beforeAll(async () => {
  site = await newSite()
  // Every sign-up counts against the per-address throttle (10 a minute by default), and these tests make
  // more accounts than that from one address when the machine is fast: the throttle has its own test
  // (rate-limit.api.test.ts).
  service = await startIdentityService(site, { RATE_LIMIT_LOGIN_PER_MINUTE: '0' })
})
afterAll(async () => {
  await service?.close()
  if (site !== undefined) removeSite(site)
})

type Credentials = { readonly username: string; readonly password: string }

const asPage = (result: Page | { redirectedTo: URL }): Page => {
  if ('redirectedTo' in result) return expect.fail(`expected a page, was sent to ${result.redirectedTo.href}`)
  return result
}
const asRedirect = (result: Page | { redirectedTo: URL }): URL => {
  if ('html' in result) return expect.fail(`expected a redirect to the client, got a ${result.status} page`)
  return result.redirectedTo
}

/** Starts a sign-in with PKCE S256 and returns the page it lands on (the sign-in page). */
const startSignIn = async (request: AuthorizationRequest = {}, browser = new TestBrowser(service.origin)) => {
  const { verifier, challenge } = pkcePair()
  const state = randomBytes(64).toString('base64url')
  const url = authorizationUrl(service.client, {
    codeChallenge: challenge,
    codeChallengeMethod: 'S256',
    state,
    ...request,
  })
  const landed = await browser.navigate(url, service.client.redirectUri)
  return { browser, verifier, state, landed }
}

/** The whole sign-in up to the client's callback: the authorization code and what redeems it. */
const signIn = async (who: Credentials, request: AuthorizationRequest = {}) => {
  const { browser, verifier, state, landed } = await startSignIn(request)
  const callback = asRedirect(
    await browser.navigate(formAction(asPage(landed).html, '/login'), service.client.redirectUri, {
      form: { ...who },
    }),
  )
  expect(callback.searchParams.get('state')).toBe(state)
  expect(callback.searchParams.get('iss')).toBe(service.client.issuer)
  return { browser, verifier, code: callback.searchParams.get('code') ?? expect.fail('no code') }
}

const tokensFor = async (who: Credentials) => {
  const { code, verifier } = await signIn(who)
  const tokens = await exchangeCode(service.client, code, verifier)
  expect(tokens.status).toBe(200)
  return {
    accessToken: tokens.body.access_token ?? expect.fail('no access token'),
    refreshToken: tokens.body.refresh_token ?? expect.fail('no refresh token'),
  }
}

const userInfo = (accessToken: string, origin = service.origin) =>
  fetch(`${origin}/api/user/info`, { headers: { authorization: `Bearer ${accessToken}` } })

describe('the embedded provider', () => {
  it('publishes its discovery document at <PUBLIC_URL>/oidc: code flow, S256 only, the SPEC §6 scopes', async () => {
    const response = await fetch(`${service.origin}/oidc/.well-known/openid-configuration`)
    expect(response.status).toBe(200)
    const document = await response.json()
    expect(document).toMatchObject({
      issuer: `${service.origin}/oidc`,
      jwks_uri: `${service.origin}/oidc/jwks`,
      code_challenge_methods_supported: ['S256'],
      response_types_supported: ['code'],
    })
    expect(document.scopes_supported).toEqual(
      expect.arrayContaining(['openid', 'offline_access', 'profile', 'email', 'roles', 'read', 'write']),
    )
  })

  it('signs the admin in with code + PKCE; the API accepts the JWT access token, role admin', async () => {
    const { accessToken, refreshToken } = await tokensFor(ADMIN)
    const { header, claims } = peek(accessToken)
    expect(header).toMatchObject({ alg: 'RS256', typ: 'at+jwt' })
    expect(claims).toMatchObject({
      iss: service.client.issuer,
      aud: 'urn:leadlens:api',
      client_id: 'leadlens-web',
      roles: ['admin'],
      preferred_username: 'admin',
    })
    expect(Number(claims.exp) - Number(claims.iat)).toBe(600)
    expect(refreshToken).not.toBe('')
    const info = await userInfo(accessToken)
    expect(info.status).toBe(200)
    expect(await info.json()).toMatchObject({ id: claims.sub, username: 'admin', role: 'admin' })
  })

  it('signs a user who is not an admin in: empty roles, role user', async () => {
    const { accessToken } = await tokensFor(DEMO)
    expect(peek(accessToken).claims.roles).toEqual([])
    expect(await (await userInfo(accessToken)).json()).toMatchObject({ username: 'demo', role: 'user' })
  })

  it('issues tokens the verifier also accepts when it finds the keys by discovery over HTTP', async () => {
    const { accessToken } = await tokensFor(DEMO)
    const verifier = new JoseAccessTokenVerifier(service.container.get(T.Config).oidc)
    expect(await verifier.verify(accessToken)).toMatchObject({ username: 'demo', roles: [] })
  })

  it('keeps the sign-in: a second authorization in the same browser needs no password', async () => {
    const { browser } = await signIn(DEMO)
    const { landed } = await startSignIn({}, browser)
    expect(asRedirect(landed).searchParams.get('code')).toEqual(expect.any(String))
  })
})

describe('the RFC 9700 musts', () => {
  const errorAtClient = (landed: Page | { redirectedTo: URL }) => {
    const callback = asRedirect(landed)
    expect(callback.searchParams.get('code')).toBeNull()
    return callback.searchParams.get('error')
  }

  it('refuses an authorization request without PKCE', async () => {
    const { landed } = await startSignIn({ codeChallenge: undefined, codeChallengeMethod: undefined })
    expect(errorAtClient(landed)).toBe('invalid_request')
  })

  it('refuses plain PKCE', async () => {
    const verifier = randomBytes(48).toString('base64url')
    const { landed } = await startSignIn({ codeChallenge: verifier, codeChallengeMethod: 'plain' })
    expect(errorAtClient(landed)).toBe('invalid_request')
  })

  it('answers a wrong code verifier with invalid_grant', async () => {
    const { code } = await signIn(DEMO)
    const tokens = await exchangeCode(service.client, code, pkcePair().verifier)
    expect(tokens).toMatchObject({ status: 400, body: { error: 'invalid_grant' } })
  })

  it.each([
    ['a trailing slash', (origin: string) => `${origin}/callback/`],
    ['an added query', (origin: string) => `${origin}/callback?next=/admin`],
    ['another host', () => 'https://attacker.example/callback'],
  ])('refuses a redirect URI with %s, without redirecting anywhere', async (_, redirectUri) => {
    const { landed } = await startSignIn({ redirectUri: redirectUri(service.origin) })
    const page = asPage(landed)
    expect(page.status).toBe(400)
    expect(page.html).toContain('Sign-in could not continue')
    expect(page.html).toContain('redirect_uri')
  })

  it('refuses a redirect URI at the token endpoint that differs from the authorization request', async () => {
    const { code, verifier } = await signIn(DEMO)
    const tokens = await exchangeCode(service.client, code, verifier, `${service.origin}/elsewhere`)
    expect(tokens).toMatchObject({ status: 400, body: { error: 'invalid_grant' } })
  })

  it('refuses a replayed code, and revokes what the code was first exchanged for', async () => {
    const { code, verifier } = await signIn(DEMO)
    const first = await exchangeCode(service.client, code, verifier)
    expect(first.status).toBe(200)
    expect(await exchangeCode(service.client, code, verifier)).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    })
    expect(await refresh(service.client, first.body.refresh_token ?? '')).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    })
  })

  it('rotates refresh tokens; a replayed one revokes the whole family', async () => {
    const { refreshToken } = await tokensFor(DEMO)
    const rotated = await refresh(service.client, refreshToken)
    expect(rotated.status).toBe(200)
    const next = rotated.body.refresh_token ?? expect.fail('no new refresh token')
    expect(next).not.toBe(refreshToken)
    expect((await userInfo(rotated.body.access_token ?? '')).status).toBe(200)
    // The old token again: refused, and the family it belongs to ends with it.
    expect(await refresh(service.client, refreshToken)).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    })
    expect(await refresh(service.client, next)).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    })
  })

  it('revokes a refresh token at the revocation endpoint', async () => {
    const { refreshToken } = await tokensFor(DEMO)
    const revoked = await fetch(`${service.client.issuer}/token/revocation`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: service.client.clientId, token: refreshToken }).toString(),
    })
    expect(revoked.status).toBe(200)
    expect(await refresh(service.client, refreshToken)).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    })
  })
})

describe('the sign-in, sign-up and consent pages', () => {
  it('show a wrong password as an error, in a page with a strict CSP and no script', async () => {
    const { browser, landed } = await startSignIn()
    const action = formAction(asPage(landed).html, '/login')
    const { response } = await browser.request(action, {
      form: { username: 'admin', password: 'not the password' },
    })
    expect(response.status).toBe(401)
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
    const html = await response.text()
    expect(html).toContain('Wrong username or password.')
    expect(html).toContain('value="admin"')
    expect(html).not.toContain('<script')
    // The same page still signs in with the right password.
    expect(
      asRedirect(await browser.navigate(action, service.client.redirectUri, { form: { ...ADMIN } })),
    ).toBeDefined()
  })

  it('sign a new account up, signed in at once; it can then sign in again, as a user', async () => {
    const { browser, verifier, landed } = await startSignIn()
    const signUpPage = asPage(
      await browser.navigate(`${asPage(landed).url}/signup`, service.client.redirectUri),
    )
    const username = `New${randomBytes(4).toString('hex')}`
    const form = { username, email: `${username}@x.example`, password: 'a new password' }
    const callback = asRedirect(
      await browser.navigate(formAction(signUpPage.html, '/signup'), service.client.redirectUri, { form }),
    )
    const tokens = await exchangeCode(service.client, callback.searchParams.get('code') ?? '', verifier)
    const info = await (await userInfo(tokens.body.access_token ?? '')).json()
    expect(info).toMatchObject({ username, email: `${username}@x.example`, role: 'user' })
    const again = await tokensFor({ username: username.toLowerCase(), password: 'a new password' })
    expect(peek(again.accessToken).claims.sub).toBe(info.id)
  })

  it('refuse a taken username (in any case) and a weak password, saying which', async () => {
    const { browser, landed } = await startSignIn()
    const action = formAction(
      asPage(await browser.navigate(`${asPage(landed).url}/signup`, '-')).html,
      '/signup',
    )
    const taken = await browser.request(action, { form: { username: 'ADMIN', password: 'long enough' } })
    expect(taken.response.status).toBe(409)
    expect(await taken.response.text()).toContain('This username is taken')
    const weak = await browser.request(action, { form: { username: 'weakling', password: 'short' } })
    expect(weak.response.status).toBe(400)
    expect(await weak.response.text()).toContain('The password is too weak: use at least 8 characters.')
  })

  it('speak Chinese when the client or the browser asks, with a link to English', async () => {
    const byClient = asPage((await startSignIn({ extra: { ui_locales: 'zh-CN' } })).landed)
    expect(byClient.html).toContain('<html lang="zh-CN">')
    expect(byClient.html).toContain('<h1>登录</h1>')
    expect(byClient.html).toMatch(/<a class="lang" href="[^"]+\?lang=en"[^>]*>English<\/a>/)
    const browser = new TestBrowser(service.origin, { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' })
    const { landed } = await startSignIn({}, browser)
    const page = asPage(landed)
    expect(page.html).toContain('<h1>登录</h1>')
    const wrong = await browser.request(formAction(page.html, '/login'), {
      form: { username: 'admin', password: 'wrong password', lang: 'zh' },
    })
    expect(await wrong.response.text()).toContain('用户名或密码错误。')
    const english = await browser.request(`${page.url}?lang=en`)
    expect(await english.response.text()).toContain('<h1>Sign in</h1>')
  })

  it('open the create-account form first on prompt=create (issue 24, item 2), and sign up from it', async () => {
    const { browser, verifier, landed } = await startSignIn({ extra: { prompt: 'create' } })
    const form = asPage(landed)
    expect(form.html).toContain('<h1>Create your account</h1>')
    expect(form.html).toMatch(/<a href="[^"]+\/login\?lang=en">Sign in<\/a>/)
    const username = `Made${randomBytes(4).toString('hex')}`
    const callback = asRedirect(
      await browser.navigate(formAction(form.html, '/signup'), service.client.redirectUri, {
        form: { username, password: 'a new password' },
      }),
    )
    const tokens = await exchangeCode(service.client, callback.searchParams.get('code') ?? '', verifier)
    expect(await (await userInfo(tokens.body.access_token ?? '')).json()).toMatchObject({ username })
  })

  it('let someone who has an account sign in from the create-account form’s link (prompt=create)', async () => {
    const { browser, verifier, landed } = await startSignIn({ extra: { prompt: 'create' } })
    const link = /<a href="([^"]+\/login\?lang=en)">/.exec(asPage(landed).html)?.[1] ?? expect.fail('no link')
    const signInPage = asPage(await browser.navigate(link, service.client.redirectUri))
    expect(signInPage.html).toContain('<h1>Sign in</h1>')
    const callback = asRedirect(
      await browser.navigate(formAction(signInPage.html, '/login'), service.client.redirectUri, {
        form: { ...DEMO },
      }),
    )
    const tokens = await exchangeCode(service.client, callback.searchParams.get('code') ?? '', verifier)
    expect(tokens.status).toBe(200)
  })

  it('ask for consent when the client asks for the page (prompt=consent), and grant on Allow', async () => {
    const { browser, verifier, landed } = await startSignIn({ extra: { prompt: 'login consent' } })
    const consent = asPage(
      await browser.navigate(formAction(asPage(landed).html, '/login'), service.client.redirectUri, {
        form: { ...DEMO },
      }),
    )
    expect(consent.html).toContain('<h1>Allow access</h1>')
    expect(consent.html).toContain('Signed in as demo')
    expect(consent.html).toContain('Read your data in LeadLens')
    const callback = asRedirect(
      await browser.navigate(formAction(consent.html, '/confirm'), service.client.redirectUri, { form: {} }),
    )
    const tokens = await exchangeCode(service.client, callback.searchParams.get('code') ?? '', verifier)
    expect(tokens.status).toBe(200)
    expect((await userInfo(tokens.body.access_token ?? '')).status).toBe(200)
  })

  it('end the sign-in with access_denied at the client on Cancel', async () => {
    const { browser, landed } = await startSignIn()
    const callback = asRedirect(
      await browser.navigate(formAction(asPage(landed).html, '/abort'), service.client.redirectUri, {
        form: {},
      }),
    )
    expect(callback.searchParams.get('error')).toBe('access_denied')
  })

  it('sign no one in from a form posted without the sign-in cookie (another site, another browser)', async () => {
    const { landed } = await startSignIn()
    const stranger = new TestBrowser(service.origin)
    const { response } = await stranger.request(formAction(asPage(landed).html, '/login'), {
      form: { ...ADMIN },
    })
    expect(response.status).toBe(400)
    expect(response.headers.get('location')).toBeNull()
    expect(await response.text()).toContain('This sign-in page has expired')
  })
})

describe('signing out (RP-initiated logout)', () => {
  it('asks in the product’s look, then ends the provider session and returns to the app', async () => {
    const { browser, code, verifier } = await signIn(DEMO)
    const tokens = await exchangeCode(service.client, code, verifier)
    const params = new URLSearchParams({
      client_id: service.client.clientId,
      post_logout_redirect_uri: `${service.origin}/`,
    })
    const question = asPage(await browser.navigate(`${service.client.issuer}/session/end?${params}`, '-'))
    expect(question.html).toContain('<h1>Sign out</h1>')
    expect(question.html).not.toContain('<script')
    const [, action = '', xsrf = ''] =
      /<form id="op.logoutForm" method="post" action="([^"]+)"><input type="hidden" name="xsrf" value="([^"]+)"/.exec(
        question.html,
      ) ?? []
    const back = asRedirect(
      await browser.navigate(action, `${service.origin}/`, { form: { xsrf, logout: 'yes' } }),
    )
    expect(back.href).toBe(`${service.origin}/`)
    // Signed out: the refresh token of that sign-in is dead, and the next sign-in asks for the password.
    expect((await refresh(service.client, tokens.body.refresh_token ?? '')).status).toBe(400)
    const { landed } = await startSignIn({}, browser)
    expect(asPage(landed).html).toContain('<h1>Sign in</h1>')
  })
})

describe('signing out with the app’s ID token (issue 24, item 1)', () => {
  it('does not ask: the page sends itself, asking to end the session, with that one script allowed', async () => {
    const { browser, code, verifier } = await signIn(DEMO)
    const tokens = await exchangeCode(service.client, code, verifier)
    const params = new URLSearchParams({
      id_token_hint: tokens.body.id_token ?? '',
      client_id: service.client.clientId,
      post_logout_redirect_uri: `${service.origin}/`,
    })
    const { response } = await browser.request(`${service.client.issuer}/session/end?${params}`)
    const html = await response.text()
    expect(html).not.toContain('name="logout" value="yes" class="primary" autofocus')
    expect(html).not.toContain('No, stay signed in')
    const script = /<script>(.*?)<\/script>/s.exec(html)?.[1] ?? expect.fail('no script')
    expect(script).toContain("getElementById('op.logoutForm').submit()")
    const policy = response.headers.get('content-security-policy') ?? ''
    expect(policy).toContain(`script-src 'sha256-${createHash('sha256').update(script).digest('base64')}';`)
    const [, action = '', xsrf = ''] =
      /<form id="op.logoutForm" method="post" action="([^"]+)"><input type="hidden" name="xsrf" value="([^"]+)"\/><input type="hidden" name="logout" value="yes"><\/form>/.exec(
        html,
      ) ?? []
    const back = asRedirect(
      await browser.navigate(action, `${service.origin}/`, { form: { xsrf, logout: 'yes' } }),
    )
    expect(back.href).toBe(`${service.origin}/`)
    expect((await refresh(service.client, tokens.body.refresh_token ?? '')).status).toBe(400)
  })

  it('still asks when the hint names someone else than the browser’s session', async () => {
    const first = await signIn(DEMO)
    const theirs = await exchangeCode(service.client, first.code, first.verifier)
    const { browser } = await signIn(ADMIN)
    const params = new URLSearchParams({
      id_token_hint: theirs.body.id_token ?? '',
      client_id: service.client.clientId,
    })
    const { response } = await browser.request(`${service.client.issuer}/session/end?${params}`)
    const html = await response.text()
    expect(html).toContain('No, stay signed in')
    expect(html).not.toContain('<script')
  })
})

describe('the account page’s calls (issue 24, item 3)', () => {
  const call = async (token: string, path: string, body: unknown) => {
    const response = await fetch(`${service.origin}/api/account/${path}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: await response.json() }
  }
  const newAccount = async () => {
    const { browser, verifier, landed } = await startSignIn()
    const form = asPage(await browser.navigate(`${asPage(landed).url}/signup`, service.client.redirectUri))
    const username = `acct${randomBytes(4).toString('hex')}`
    const callback = asRedirect(
      await browser.navigate(formAction(form.html, '/signup'), service.client.redirectUri, {
        form: { username, password: 'first password' },
      }),
    )
    const tokens = await exchangeCode(service.client, callback.searchParams.get('code') ?? '', verifier)
    return { username, token: tokens.body.access_token ?? expect.fail('no access token') }
  }

  it('sets and changes the address, refusing one that is not; the next sign-in carries it', async () => {
    const { username, token } = await newAccount()
    expect(await call(token, 'email', { email: ' me@home.example ' })).toEqual({
      status: 200,
      body: { email: 'me@home.example' },
    })
    expect(await call(token, 'email', { email: 'not an address' })).toMatchObject({
      status: 400,
      body: { code: 'ACCOUNT_EMAIL_INVALID' },
    })
    const again = await tokensFor({ username, password: 'first password' })
    expect(await (await userInfo(again.accessToken)).json()).toMatchObject({ email: 'me@home.example' })
  })

  it('user info says the address as the account holds it now, even to a token issued before the change', async () => {
    const { token } = await newAccount()
    expect(await (await userInfo(token)).json()).toMatchObject({ email: null })
    await call(token, 'email', { email: 'new@home.example' })
    // The dashboard's user menu after a reload: the same, older token.
    expect(await (await userInfo(token)).json()).toMatchObject({ email: 'new@home.example' })
    await call(token, 'email', { email: '' })
    expect(await (await userInfo(token)).json()).toMatchObject({ email: null })
  })

  it('changes the password only with the current one; the old one then fails', async () => {
    const { username, token } = await newAccount()
    expect(
      await call(token, 'password', { currentPassword: 'wrong password', newPassword: 'second password' }),
    ).toMatchObject({ status: 400, body: { code: 'ACCOUNT_PASSWORD_WRONG' } })
    expect(
      await call(token, 'password', { currentPassword: 'first password', newPassword: 'short' }),
    ).toMatchObject({ status: 400, body: { code: 'ACCOUNT_PASSWORD_WEAK' } })
    expect(
      await call(token, 'password', { currentPassword: 'first password', newPassword: 'second password' }),
    ).toEqual({ status: 200, body: { changed: true } })
    await tokensFor({ username, password: 'second password' })
    const { landed, browser } = await startSignIn()
    const wrong = await browser.request(formAction(asPage(landed).html, '/login'), {
      form: { username, password: 'first password' },
    })
    expect(wrong.response.status).toBe(401)
  })
})

// The account page's calls through the browser's own client, against the real service and provider over
// HTTP: what the page relies on.
describe('the account calls through the browser’s client', () => {
  const accountOf = async (password: string) => {
    const { browser, verifier, landed } = await startSignIn()
    const form = asPage(await browser.navigate(`${asPage(landed).url}/signup`, service.client.redirectUri))
    const callback = asRedirect(
      await browser.navigate(formAction(form.html, '/signup'), service.client.redirectUri, {
        form: { username: `gw${randomBytes(4).toString('hex')}`, password },
      }),
    )
    const tokens = await exchangeCode(service.client, callback.searchParams.get('code') ?? '', verifier)
    const token = tokens.body.access_token ?? expect.fail('no access token')
    return contractClient(UserCalls, axiosTransport(service.origin), async () => token)
  }

  it('sets and removes the address, refusing one that is not an address', async () => {
    const account = await accountOf('first password')
    expect(await account.changeAccountEmail({ body: { email: ' ada@home.example ' } })).toEqual({
      email: 'ada@home.example',
    })
    expect(await account.changeAccountEmail({ body: { email: 'ada at home' } })).toMatchObject({
      status: 400,
      code: 'ACCOUNT_EMAIL_INVALID',
    })
    expect(await account.changeAccountEmail({ body: { email: '' } })).toEqual({ email: null })
  })

  it('changes the password only with the current one, to one of 8 characters or more', async () => {
    const account = await accountOf('first password')
    const change = (currentPassword: string, newPassword: string) =>
      account.changeAccountPassword({ body: { currentPassword, newPassword } })
    expect(await change('not it', 'second password')).toMatchObject({
      status: 400,
      code: 'ACCOUNT_PASSWORD_WRONG',
    })
    expect(await change('first password', 'short')).toMatchObject({
      status: 400,
      code: 'ACCOUNT_PASSWORD_WEAK',
    })
    expect(await change('first password', 'second password')).toEqual({ changed: true })
    expect(await change('first password', 'third password')).toMatchObject({ code: 'ACCOUNT_PASSWORD_WRONG' })
  })
})

describe('a restart', () => {
  it('keeps keys, sessions and refresh tokens: an earlier access token still verifies, no one is signed out', async () => {
    const { browser } = await signIn(ADMIN)
    const { accessToken, refreshToken } = await tokensFor(ADMIN)
    const keysBefore = await (await fetch(`${service.client.issuer}/jwks`)).json()
    await service.close()
    service = await startIdentityService(site)

    expect(await (await fetch(`${service.client.issuer}/jwks`)).json()).toEqual(keysBefore)
    const info = await userInfo(accessToken)
    expect(info.status).toBe(200)
    expect(await info.json()).toMatchObject({ username: 'admin', role: 'admin' })
    expect((await refresh(service.client, refreshToken)).status).toBe(200)
    const { landed } = await startSignIn({}, browser)
    expect(asRedirect(landed).searchParams.get('code')).toEqual(expect.any(String))
  })
})
