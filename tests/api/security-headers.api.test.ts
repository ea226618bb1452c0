import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EXTENSION_ID } from '../../src/adapters/server/extension/extension-key.ts'
import {
  DEMO,
  type IdentityService,
  newSite,
  removeSite,
  type ServiceSite,
  startIdentityService,
} from '../support/identity-service.ts'
import {
  authorizationUrl,
  exchangeCode,
  formAction,
  pkcePair,
  TestBrowser,
} from '../support/oidc-test-client.ts'
import { cspProblems, directivesOf, effective } from './security-headers.support.ts'

// Issue 9 §3: the headers of every kind of answer the product gives, over real HTTP on loopback: the web
// app's page and files, the API's JSON and errors, the health checks, the embedded provider's documents
// and pages, the sandbox checkout page, 404s. The browser test (tests/e2e/security-headers.e2e.test.ts)
// shows the real built app runs under this policy.

const PARTNER = 'https://partner.example'
const EXTENSION = `chrome-extension://${EXTENSION_ID}`

// A built web app in miniature: an index.html that loads its script from a file, as Vite's does.
const dist = mkdtempSync(join(tmpdir(), 'leadlens-sec-dist-'))
mkdirSync(join(dist, 'assets'))
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><title>LeadLens</title><script type="module" src="/assets/index-abc123.js"></script><div id="root"></div>',
)
writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)')
writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')

let site: ServiceSite
let service: IdentityService
beforeAll(async () => {
  site = await newSite()
  service = await startIdentityService(site, { WEB_DIST_DIR: dist, CORS_ORIGINS: PARTNER })
})
afterAll(async () => {
  await service?.close()
  if (site !== undefined) removeSite(site)
})

const get = (path: string, init: RequestInit = {}) =>
  fetch(`${service.origin}${path}`, { redirect: 'manual', ...init })

/** The demo user signed in through the provider's pages, as a browser would; the browser keeps the session. */
const signedIn = async () => {
  const browser = new TestBrowser(service.origin)
  const { verifier, challenge } = pkcePair()
  const url = authorizationUrl(service.client, { codeChallenge: challenge, codeChallengeMethod: 'S256' })
  const landed = await browser.navigate(url, service.client.redirectUri)
  if (!('html' in landed)) return expect.fail('expected the sign-in page')
  const back = await browser.navigate(formAction(landed.html, '/login'), service.client.redirectUri, {
    form: { ...DEMO },
  })
  if (!('redirectedTo' in back)) return expect.fail(`sign-in failed with a ${back.status} page`)
  const code = back.redirectedTo.searchParams.get('code') ?? expect.fail('no code')
  const tokens = await exchangeCode(service.client, code, verifier)
  return { browser, accessToken: tokens.body.access_token ?? expect.fail('no access token') }
}

/** The sign-in page's answer itself (the authorization request redirects to it). */
const signInPage = async () => {
  const browser = new TestBrowser(service.origin)
  const { challenge } = pkcePair()
  const url = authorizationUrl(service.client, { codeChallenge: challenge, codeChallengeMethod: 'S256' })
  const { response } = await browser.request(url)
  return (await browser.request(response.headers.get('location') ?? expect.fail('no redirect'))).response
}

const checkoutPage = async (accessToken: string) => {
  const order = await get('/api/payment/order', {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ plan: 'MONTHLY_PRO' }),
  })
  const { url } = (await order.json()) as { url: string }
  return get(new URL(url).pathname)
}

const REFERRER_POLICIES = ['strict-origin-when-cross-origin', 'strict-origin', 'same-origin', 'no-referrer']

describe('every answer carries the security headers', () => {
  it('a strict CSP, nosniff and a referrer policy: pages, files, JSON, errors, health, the provider, 404s', async () => {
    const { browser, accessToken } = await signedIn()
    const answers: Record<string, Response> = {
      'the web app': await get('/'),
      'a web app address': await get('/admin/search?domain=x'),
      'an unknown page (the app says not found)': await get('/no/such/page'),
      'a script file': await get('/assets/index-abc123.js'),
      'the icon': await get('/favicon.svg'),
      'API JSON': await get('/api/stats'),
      'API JSON, signed in': await get('/api/user/info', {
        headers: { authorization: `Bearer ${accessToken}` },
      }),
      'API 401': await get('/api/user/info'),
      'API 404': await get('/api/no-such-call'),
      'API 400, bad JSON': await get('/api/user/collection', {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
        body: '{"broken',
      }),
      'API 400, malformed address (no hook runs)': await get('/api/contact/profile/%E0%A4%A'),
      'the OpenAPI document': await get('/api/openapi.json'),
      '/health': await get('/health'),
      '/ready': await get('/ready'),
      'the provider: discovery': await get('/oidc/.well-known/openid-configuration'),
      'the provider: keys': await get('/oidc/jwks'),
      'the provider: an error page': await get('/oidc/auth?client_id=nobody'),
      'the provider: the sign-in page': await signInPage(),
      'the provider: the sign-out page': (await browser.request('/oidc/session/end')).response,
      'the provider: 404': await get('/oidc/no-such-thing'),
      'the sandbox checkout page': await checkoutPage(accessToken),
    }
    const problems = Object.fromEntries(
      Object.entries(answers)
        .map(([name, response]) => {
          const found = cspProblems(response.headers.get('content-security-policy') ?? undefined)
          if (response.headers.get('x-content-type-options') !== 'nosniff') found.push('no nosniff')
          if (!REFERRER_POLICIES.includes(response.headers.get('referrer-policy') ?? ''))
            found.push(`referrer-policy ${response.headers.get('referrer-policy')}`)
          if (response.headers.has('strict-transport-security')) found.push('HSTS over plain HTTP')
          return [`${name} (${response.status})`, found] as const
        })
        .filter(([, found]) => found.length > 0),
    )
    expect(problems).toEqual({})
    // The answers are what they should be, not errors that happen to carry headers.
    expect(answers['the web app']?.status).toBe(200)
    expect(answers['a script file']?.status).toBe(200)
    expect(answers['API JSON, signed in']?.status).toBe(200)
    expect(answers['the provider: the sign-in page']?.status).toBe(200)
    expect(answers['the provider: the sign-out page']?.status).toBe(200)
    expect(answers['the sandbox checkout page']?.status).toBe(200)
  })

  it('lets the web app load only from the service itself: scripts, styles, images (and data: QR codes), calls, forms', async () => {
    const policy = (await get('/')).headers.get('content-security-policy') ?? ''
    expect(effective(policy, 'script-src')).toEqual(["'self'"])
    expect(effective(policy, 'connect-src')).toEqual(["'self'"])
    expect(effective(policy, 'img-src')).toEqual(["'self'", 'data:'])
    expect(effective(policy, 'font-src')).toEqual(["'self'"])
    expect(effective(policy, 'frame-src')).toEqual(["'self'"])
    expect(directivesOf(policy).get('form-action')).toEqual(["'self'"])
    // Inline <style> only (sonner, Radix insert them); never another host or a scheme-wide source.
    expect(effective(policy, 'style-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(policy).not.toMatch(/https?:|\*/)
  })

  it('gives the service’s own answers a policy that loads nothing', async () => {
    for (const path of ['/api/stats', '/api/no-such-call', '/health']) {
      const policy = (await get(path)).headers.get('content-security-policy') ?? ''
      expect(effective(policy, 'script-src'), path).toEqual(["'none'"])
      expect(effective(policy, 'img-src'), path).toEqual(["'none'"])
    }
  })

  it('keeps the provider’s pages on their own stricter policy: no script at all, their one style block by hash', async () => {
    const response = await signInPage()
    const policy = response.headers.get('content-security-policy') ?? ''
    expect(effective(policy, 'script-src')).toEqual(["'none'"])
    const style = /<style>(.*?)<\/style>/s.exec(await response.text())?.[1] ?? expect.fail('no style block')
    expect(effective(policy, 'style-src')).toEqual([
      `'sha256-${createHash('sha256').update(style).digest('base64')}'`,
    ])
    // The sign-in form posts to the provider, under this origin.
    expect(directivesOf(policy).get('form-action')).toContain("'self'")
  })

  it('lets the provider’s form_post answer run its one script, by hash, and nothing else', async () => {
    const { browser } = await signedIn()
    const { challenge } = pkcePair()
    const url = authorizationUrl(service.client, {
      codeChallenge: challenge,
      codeChallengeMethod: 'S256',
      extra: { response_mode: 'form_post' },
    })
    const { response } = await browser.request(url)
    expect(response.status).toBe(200)
    const html = await response.text()
    const script =
      /<script>(.*?)<\/script>/s.exec(html)?.[1] ?? expect.fail('no script in the form_post page')
    const policy = response.headers.get('content-security-policy') ?? ''
    expect(effective(policy, 'script-src')).toEqual([
      "'self'",
      `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
    ])
    expect(cspProblems(policy)).toEqual([])
  })

  it('sends HSTS only when the request came over HTTPS (the proxy’s X-Forwarded-Proto)', async () => {
    for (const path of ['/', '/api/stats', '/oidc/.well-known/openid-configuration', '/health']) {
      const overHttps = await get(path, { headers: { 'x-forwarded-proto': 'https' } })
      expect(overHttps.headers.get('strict-transport-security'), path).toBe(
        'max-age=31536000; includeSubDomains',
      )
      expect((await get(path)).headers.has('strict-transport-security'), path).toBe(false)
    }
  })

  it('refuses to be framed anywhere, in old browsers too', async () => {
    for (const path of ['/', '/api/stats', '/oidc/auth?client_id=nobody']) {
      const response = await get(path)
      expect(
        effective(response.headers.get('content-security-policy') ?? '', 'frame-ancestors'),
        path,
      ).toEqual(["'none'"])
      expect(response.headers.get('x-frame-options'), path).toBe('DENY')
    }
  })
})

describe('CORS: an allow-list of origins', () => {
  const allowed = () => [service.origin, EXTENSION, PARTNER]

  it('lets pages on PUBLIC_URL, the extension and CORS_ORIGINS read the API’s answers and rate-limit headers', async () => {
    for (const origin of allowed()) {
      const response = await get('/api/stats', { headers: { origin } })
      expect(response.status, origin).toBe(200)
      expect(response.headers.get('access-control-allow-origin'), origin).toBe(origin)
      expect(response.headers.get('access-control-expose-headers'), origin).toContain('x-ratelimit-remaining')
      expect(response.headers.get('access-control-allow-credentials'), origin).toBeNull()
      expect(response.headers.get('vary'), origin).toMatch(/origin/i)
    }
  })

  it('answers their preflight for a signed-in call', async () => {
    for (const origin of allowed()) {
      const response = await get('/api/user/info', {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
      })
      expect(response.status, origin).toBe(204)
      expect(response.headers.get('access-control-allow-origin'), origin).toBe(origin)
      expect(response.headers.get('access-control-allow-headers'), origin).toContain('authorization')
    }
  })

  it('gives any other origin no CORS header at all, so its browser keeps the answer from it', async () => {
    for (const origin of [
      'https://evil.example',
      'null',
      `${service.origin}.evil.example`,
      'chrome-extension://abc',
    ]) {
      const response = await get('/api/stats', { headers: { origin } })
      expect(response.status, origin).toBe(200)
      const cors = [...response.headers.keys()].filter((name) => name.startsWith('access-control-'))
      expect(cors, origin).toEqual([])
      const preflight = await get('/api/user/info', {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
      })
      expect(preflight.headers.get('access-control-allow-origin'), origin).toBeNull()
    }
  })

  it('leaves calls without an Origin (servers, scripts, same-origin GETs) as they were', async () => {
    const response = await get('/api/stats')
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('leaves the provider’s endpoints to the provider: the extension may redeem its tokens, another site may not', async () => {
    const refresh = (origin: string) =>
      get('/oidc/token', {
        method: 'POST',
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          client_id: 'leadlens-extension',
          grant_type: 'refresh_token',
          refresh_token: 'not-a-real-one',
        }),
      })
    expect((await refresh(EXTENSION)).headers.get('access-control-allow-origin')).toBe(EXTENSION)
    expect((await refresh('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull()
    // A partner on CORS_ORIGINS may call the API, not redeem the extension's tokens.
    expect((await refresh(PARTNER)).headers.get('access-control-allow-origin')).toBeNull()
  })
})
