import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiHarness, startApi } from '../support/api-harness.ts'
import {
  DEMO,
  type IdentityService,
  newSite,
  removeSite,
  type ServiceSite,
  startIdentityService,
} from '../support/identity-service.ts'
import { authorizationUrl, formAction, pkcePair, TestBrowser } from '../support/oidc-test-client.ts'

// Issue 9 §3: rate limits as a client meets them. Tiny limits are set here through the environment, as
// an operator would; the defaults are far above what any suite does. Each test calls from addresses of
// its own (X-Forwarded-For, believed from loopback as from a proxy), so their counts do not mix.

const RATE_LIMITED_BODY = {
  statusCode: 429,
  code: 'RATE_LIMITED',
  message: 'Too many requests, please wait a moment and try again',
}

const numberHeader = (value: unknown) => Number(value)

describe('limits per address and per user (API)', () => {
  let api: ApiHarness
  beforeAll(async () => {
    api = await startApi({ RATE_LIMIT_PER_MINUTE: '5', RATE_LIMIT_USER_PER_MINUTE: '3' })
  })
  afterAll(() => api?.close())

  const from = (address: string) => ({ 'x-forwarded-for': address })

  it('counts calls per address, says what is left, then answers 429 RATE_LIMITED with Retry-After', async () => {
    const remaining: number[] = []
    for (let i = 0; i < 5; i++) {
      const response = await api.call('GET', '/api/stats', { headers: from('203.0.113.10') })
      expect(response.statusCode).toBe(200)
      expect(response.headers['x-ratelimit-limit']).toBe('5')
      expect(numberHeader(response.headers['x-ratelimit-reset'])).toBeGreaterThanOrEqual(1)
      expect(numberHeader(response.headers['x-ratelimit-reset'])).toBeLessThanOrEqual(60)
      remaining.push(numberHeader(response.headers['x-ratelimit-remaining']))
    }
    expect(remaining).toEqual([4, 3, 2, 1, 0])

    const refused = await api.call('GET', '/api/stats', { headers: from('203.0.113.10') })
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual(RATE_LIMITED_BODY)
    expect(refused.headers['x-ratelimit-remaining']).toBe('0')
    expect(numberHeader(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1)
    expect(numberHeader(refused.headers['retry-after'])).toBeLessThanOrEqual(60)
    // Still a JSON error with the usual headers.
    expect(refused.headers['content-type']).toMatch(/^application\/json/)
    expect(refused.headers['x-content-type-options']).toBe('nosniff')

    // A page on an allowed origin (here the default PUBLIC_URL's) may read the refusal and when to retry.
    const seen = await api.call('GET', '/api/stats', {
      headers: { ...from('203.0.113.10'), origin: 'http://localhost:3000' },
    })
    expect(seen.statusCode).toBe(429)
    expect(seen.headers['access-control-allow-origin']).toBe('http://localhost:3000')
    expect(seen.headers['access-control-expose-headers']).toContain('retry-after')

    // Another address is not held back by it.
    expect((await api.call('GET', '/api/stats', { headers: from('203.0.113.11') })).statusCode).toBe(200)
  })

  it('never limits the health checks, and leaves the web app’s files and pages alone', async () => {
    for (let i = 0; i < 7; i++) {
      expect((await api.call('GET', '/health', { headers: from('203.0.113.20') })).statusCode).toBe(200)
      const page = await api.call('GET', '/pricing', { headers: from('203.0.113.20') })
      expect(page.statusCode).not.toBe(429)
      expect(page.headers['x-ratelimit-limit']).toBeUndefined()
    }
  })

  it('counts IPv6 clients per /64, the block one household or server is given', async () => {
    for (let i = 1; i <= 5; i++)
      expect((await api.call('GET', '/api/stats', { headers: from(`2001:db8:5:7::${i}`) })).statusCode).toBe(
        200,
      )
    expect((await api.call('GET', '/api/stats', { headers: from('2001:db8:5:7::99') })).statusCode).toBe(429)
    expect((await api.call('GET', '/api/stats', { headers: from('2001:db8:5:8::1') })).statusCode).toBe(200)
  })

  it('counts a signed-in user’s calls wherever they come from, apart from everyone else’s', async () => {
    const rita = { user: 'rita' }
    for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      const response = await api.call('GET', '/api/user/info', { as: rita, headers: from(address) })
      expect(response.statusCode).toBe(200)
    }
    const refused = await api.call('GET', '/api/user/info', { as: rita, headers: from('198.51.100.4') })
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual(RATE_LIMITED_BODY)
    expect(refused.headers['x-ratelimit-limit']).toBe('3')
    expect(numberHeader(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1)

    // Another user from the very same address, and rita's own address for an anonymous call, are fine.
    expect(
      (await api.call('GET', '/api/user/info', { as: { user: 'sam' }, headers: from('198.51.100.4') }))
        .statusCode,
    ).toBe(200)
    expect((await api.call('GET', '/api/stats', { headers: from('198.51.100.1') })).statusCode).toBe(200)
  })

  it('tells the tighter of the two limits in the headers', async () => {
    const response = await api.call('GET', '/api/user/info', {
      as: { user: 'tess' },
      headers: from('198.51.100.9'),
    })
    expect(response.statusCode).toBe(200)
    // The address has 4 of 5 left, the user 2 of 3: the user's limit is the one that will bite.
    expect(response.headers['x-ratelimit-limit']).toBe('3')
    expect(response.headers['x-ratelimit-remaining']).toBe('2')
  })

  it('runs nothing for a refused call: an invite code sent over the limit is not created', async () => {
    const ivy = { user: 'ivy', admin: true }
    const address = (i: number) => from(`198.51.100.${20 + i}`)
    for (let i = 0; i < 3; i++)
      expect((await api.call('GET', '/api/stats', { as: ivy, headers: address(i) })).statusCode).toBe(200)
    const refused = await api.call('POST', '/api/invitation', {
      as: ivy,
      body: { distributorName: 'Too Fast Ltd', discountAmount: 10, inviteCode: 'LIMITED-1' },
      headers: address(3),
    })
    expect(refused.statusCode).toBe(429)
    const codes = await api.call('GET', '/api/invitation', {
      as: { user: 'root', admin: true },
      headers: address(4),
    })
    expect(codes.statusCode).toBe(200)
    expect(codes.body).not.toContain('LIMITED-1')
  })

  it('does not count calls with a token that fails verification against anyone', async () => {
    for (let i = 0; i < 4; i++) {
      const response = await api.call('GET', '/api/user/info', {
        as: { token: 'not-a-token' },
        headers: from(`198.51.100.${40 + i}`),
      })
      expect(response.statusCode).toBe(401)
      expect(response.headers['x-ratelimit-limit']).toBe('5')
    }
  })
})

describe('the provider’s sign-in and sign-up forms (brute force)', () => {
  let site: ServiceSite
  let service: IdentityService
  beforeAll(async () => {
    site = await newSite()
    service = await startIdentityService(site, { RATE_LIMIT_LOGIN_PER_MINUTE: '3' })
  })
  afterAll(async () => {
    await service?.close()
    if (site !== undefined) removeSite(site)
  })

  /** A browser at `address` on the provider's sign-in page. */
  const atSignIn = async (address: string) => {
    const browser = new TestBrowser(service.origin, { 'x-forwarded-for': address })
    const { challenge } = pkcePair()
    const url = authorizationUrl(service.client, { codeChallenge: challenge, codeChallengeMethod: 'S256' })
    const landed = await browser.navigate(url, service.client.redirectUri)
    if (!('html' in landed)) return expect.fail('expected the sign-in page')
    return { browser, page: landed }
  }

  const post = async (address: string, path: '/login' | '/signup', form: Record<string, string>) => {
    const { browser, page } = await atSignIn(address)
    // The sign-up form posts beside the sign-in form, under the same interaction.
    const action = formAction(page.html, '/login').replace(/\/login$/, path)
    const { response } = await browser.request(action, { form })
    return { response, html: await response.text() }
  }

  const wrong = { username: DEMO.username, password: 'not the password' }

  it('lets a few wrong passwords through, then refuses even the right one for a while, saying so', async () => {
    for (let i = 0; i < 3; i++) {
      const { response, html } = await post('192.0.2.1', '/login', wrong)
      expect(response.status).toBe(401)
      expect(html).toContain('Wrong username or password.')
    }
    const { response, html } = await post('192.0.2.1', '/login', { ...DEMO })
    expect(response.status).toBe(429)
    expect(html).toContain('Too many attempts. Please wait a minute and try again.')
    expect(html).toContain('name="password"')
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect(response.headers.get('x-ratelimit-remaining')).toBe('0')
    // The page keeps the provider's own policy: no script.
    expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'none'/)

    // Someone at another address signs in as usual.
    const elsewhere = await post('192.0.2.2', '/login', { ...DEMO })
    expect(elsewhere.response.status).toBe(303)
  })

  it('never counts a sign-in that works: someone signing in and out all day is never held up', async () => {
    for (let i = 0; i < 6; i++) {
      const { response } = await post('192.0.2.10', '/login', { ...DEMO })
      expect(response.status).toBe(303)
    }
  })

  it('counts every sign-up, each one being a new account', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) {
      const { response } = await post('192.0.2.20', '/signup', {
        username: `signup-${i}-${Date.now().toString(36)}`,
        password: 'long enough password',
      })
      statuses.push(response.status)
    }
    expect(statuses).toEqual([303, 303, 303, 429])
  })

  it('holds back attempts sent all at once as well as one after another', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        post('192.0.2.30', '/login', wrong).then(({ response }) => response.status),
      ),
    )
    expect(answers.filter((status) => status === 401)).toHaveLength(3)
    expect(answers.filter((status) => status === 429)).toHaveLength(5)
  })
})
