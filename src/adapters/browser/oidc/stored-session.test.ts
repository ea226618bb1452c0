// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { identityContract } from '../../../../tests/contract/identity.contract.ts'
import type { TestAccount } from '../../../application/testing/in-memory-identity.ts'
import { SIGN_IN_SCOPES } from '../../../domain/identity/sign-in-rules.ts'
import type { ClientConfig } from '../http/client-config.ts'
import { createOidcIdentity } from './connect-oidc-identity.ts'
import { LazyIdentity } from './lazy-identity.ts'
import { readStoredSession, storedUserKey } from './stored-session.ts'
import { FakeOidcProvider } from './testing/fake-oidc-provider.ts'

const ORIGIN = 'http://localhost:3000'
const CONFIG: ClientConfig = {
  issuer: `${ORIGIN}/oidc`,
  clientId: 'leadlens-web',
  audience: 'urn:leadlens:api',
  scopes: [...SIGN_IN_SCOPES],
  rolesClaim: 'roles',
}
const root: TestAccount = { sub: 'user-2', username: 'root', email: null, admin: true }
const nowSeconds = () => Math.floor(Date.now() / 1000)

/**
 * The web app's identity as composed (web-session.ts): the stored session read directly, oidc-client-ts
 * against a fake provider behind it. `connections` counts how often oidc-client-ts's adapter was built.
 */
const start = async () => {
  window.localStorage.clear()
  window.sessionStorage.clear()
  vi.useFakeTimers({ toFake: ['Date'] })
  const provider = await FakeOidcProvider.create(CONFIG)
  vi.stubGlobal('fetch', provider.fetch)
  const environment = {
    origin: ORIGIN,
    sessionStorage: window.sessionStorage,
    localStorage: window.localStorage,
    leave: provider.leave,
    locks: undefined,
    now: () => Date.now(),
  }
  const connections = { count: 0 }
  const lazily = () =>
    new LazyIdentity(
      async () => {
        connections.count++
        return createOidcIdentity(CONFIG, environment)
      },
      window.localStorage,
      async () => readStoredSession(window.localStorage, CONFIG, nowSeconds()),
    )
  return { provider, lazily, connections }
}

identityContract('the web app’s lazy identity, reading the stored session first', async () => {
  const { provider, lazily } = await start()
  return {
    identity: lazily(),
    approve: async (account) => provider.approve(account),
    deny: async () => provider.deny(),
    lastDeparture: () => provider.departures.at(-1)?.href,
    advance: (seconds) => vi.setSystemTime(Date.now() + seconds * 1000),
    refuseRefresh: () => {
      provider.refreshRefused = true
    },
    close: () => {
      vi.useRealTimers()
      vi.unstubAllGlobals()
    },
  }
})

describe('the stored session, read without oidc-client-ts', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  const signedIn = async () => {
    const started = await start()
    const signingIn = started.lazily()
    await signingIn.signIn({ postRedirectUri: '/' })
    await signingIn.handleCallback(started.provider.approve(root))
    return started
  }

  it('gives a page the user and the token oidc-client-ts stored, without loading it', async () => {
    const { lazily, connections } = await signedIn()
    const loaded = createOidcIdentity(CONFIG, {
      origin: ORIGIN,
      sessionStorage: window.sessionStorage,
      localStorage: window.localStorage,
      leave: () => {},
      locks: undefined,
      now: () => Date.now(),
    })
    connections.count = 0
    const page = lazily()
    expect(await page.isSignedIn()).toBe(true)
    expect(await page.currentUser()).toEqual(await loaded.currentUser())
    expect(await page.currentUser()).toMatchObject({ username: 'root', role: 'admin' })
    expect(await page.accessToken()).toBe(await loaded.accessToken())
    expect(connections.count).toBe(0)
  })

  it('loads oidc-client-ts to refresh a token that has run out, and reads the new one after', async () => {
    const { lazily, connections, provider } = await signedIn()
    const page = lazily()
    const first = await page.accessToken()
    connections.count = 0
    vi.setSystemTime(Date.now() + 3600 * 1000)
    const renewed = await page.accessToken()
    expect(typeof renewed).toBe('string')
    expect(renewed).not.toBe(first)
    expect(provider.tokenRequests('refresh_token')).toHaveLength(1)
    expect(connections.count).toBe(1)
    expect(await lazily().accessToken()).toBe(renewed)
    expect(connections.count).toBe(1)
  })

  it('reads only the entry of the configured provider and client', async () => {
    await signedIn()
    const entry = window.localStorage.getItem(storedUserKey(CONFIG)) ?? ''
    expect(readStoredSession(window.localStorage, CONFIG, nowSeconds())).toBeDefined()
    expect(
      readStoredSession(window.localStorage, { ...CONFIG, clientId: 'other' }, nowSeconds()),
    ).toBeUndefined()
    expect(
      readStoredSession(window.localStorage, { ...CONFIG, issuer: 'http://elsewhere' }, nowSeconds()),
    ).toBeUndefined()
    expect(JSON.parse(entry)).toMatchObject({ id_token: expect.any(String) })
  })

  it.each([
    ['no entry', null],
    ['an entry that is not JSON', '{'],
    ['no ID token', JSON.stringify({ access_token: 'a', profile: { sub: 's' } })],
    ['an empty ID token', JSON.stringify({ id_token: '', access_token: 'a', profile: { sub: 's' } })],
    ['no claims', JSON.stringify({ id_token: 'x.y.z', access_token: 'a' })],
    [
      'an expiry that is not a number',
      JSON.stringify({ id_token: 'x.y.z', access_token: 'a', profile: { sub: 's' }, expires_at: '9' }),
    ],
  ])('leaves the question to oidc-client-ts for %s', (_, entry) => {
    window.localStorage.clear()
    if (entry !== null) window.localStorage.setItem(storedUserKey(CONFIG), entry)
    expect(readStoredSession(window.localStorage, CONFIG, 1_000)).toBeUndefined()
  })

  it.each([
    ['well before its end', 1_000 + 31, 'a'],
    ['within the refresh margin', 1_000 + 30, undefined],
    ['past its end', 999, undefined],
    ['with no end', undefined, 'a'],
  ])('reuses a token %s and no later', (_, expiresAt, usable) => {
    window.localStorage.clear()
    const stored = { id_token: 'x.y.z', access_token: 'a', profile: { sub: 's' }, expires_at: expiresAt }
    window.localStorage.setItem(storedUserKey(CONFIG), JSON.stringify(stored))
    expect(readStoredSession(window.localStorage, CONFIG, 1_000)).toEqual({
      user: { id: 's', username: 's', email: null, avatar: null, role: 'user' },
      usableAccessToken: usable,
    })
  })
})
