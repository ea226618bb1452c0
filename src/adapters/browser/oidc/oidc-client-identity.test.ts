// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type IdentityHarness, identityContract } from '../../../../tests/contract/identity.contract.ts'
import type { TestAccount } from '../../../application/testing/in-memory-identity.ts'
import { SIGN_IN_SCOPES } from '../../../domain/identity/sign-in-rules.ts'
import type { ClientConfig } from '../http/client-config.ts'
import { createOidcIdentity } from './connect-oidc-identity.ts'
import { FakeOidcProvider } from './testing/fake-oidc-provider.ts'

const ORIGIN = 'http://localhost:3000'
const ISSUER = `${ORIGIN}/oidc`
const CONFIG: ClientConfig = {
  issuer: ISSUER,
  clientId: 'leadlens-web',
  audience: 'urn:leadlens:api',
  scopes: [...SIGN_IN_SCOPES],
  rolesClaim: 'roles',
}
const ann: TestAccount = { sub: 'user-1', username: 'ann', email: 'ann@leadlens.example', admin: false }

const environment = (provider: FakeOidcProvider, locks?: LockManager) => ({
  origin: ORIGIN,
  sessionStorage: window.sessionStorage,
  localStorage: window.localStorage,
  leave: provider.leave,
  locks,
  now: () => Date.now(),
})

/** Web Locks shared by "tabs" in one test: tasks under a name run one after another. */
const sharedLocks = (): LockManager => {
  let tail: Promise<unknown> = Promise.resolve()
  const request = (_name: string, task: () => Promise<unknown>) => {
    const run = tail.then(task)
    tail = run.catch(() => undefined)
    return run
  }
  return { request } as unknown as LockManager
}

const start = async (locks?: LockManager) => {
  window.localStorage.clear()
  window.sessionStorage.clear()
  vi.useFakeTimers({ toFake: ['Date'] })
  const provider = await FakeOidcProvider.create(CONFIG)
  vi.stubGlobal('fetch', provider.fetch)
  const identity = createOidcIdentity(CONFIG, environment(provider, locks))
  const harness: IdentityHarness = {
    identity,
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
  return { provider, identity, harness }
}

identityContract('oidc-client-ts against a fake provider', async () => (await start()).harness)

describe('OidcClientIdentity', () => {
  let close = () => {}
  const begin = async (locks?: LockManager) => {
    const started = await start(locks)
    close = started.harness.close
    return started
  }
  afterEach(() => close())

  const signIn = async (s: Awaited<ReturnType<typeof start>>, account = ann) => {
    await s.identity.signIn({ postRedirectUri: '/' })
    return s.identity.handleCallback(s.provider.approve(account))
  }

  it('asks for the code flow with PKCE S256, the SPEC scopes and the API as resource', async () => {
    const { identity, provider } = await begin()
    expect(await identity.signIn()).toBeUndefined()
    const request = provider.lastAuthorization()
    expect(request.origin + request.pathname).toBe(`${ISSUER}/auth`)
    expect(Object.fromEntries(request.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'leadlens-web',
      redirect_uri: `${ORIGIN}/callback`,
      scope: 'openid offline_access profile email roles read write',
      code_challenge_method: 'S256',
      resource: 'urn:leadlens:api',
    })
    expect(request.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/)
    expect(request.searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/)
  })

  it('keeps the sign-in session in sessionStorage and the tokens in localStorage', async () => {
    const s = await begin()
    await s.identity.signIn()
    const state = s.provider.lastAuthorization().searchParams.get('state')
    const session = JSON.parse(window.sessionStorage.getItem(`oidc.${state}`) ?? 'null')
    expect(session).toMatchObject({ redirect_uri: `${ORIGIN}/callback`, code_verifier: expect.any(String) })
    expect(window.localStorage.length).toBe(0)

    await s.identity.handleCallback(s.provider.approve(ann))
    expect(window.sessionStorage.getItem(`oidc.${state}`)).toBeNull()
    const stored = JSON.parse(window.localStorage.getItem(`oidc.user:${ISSUER}:leadlens-web`) ?? 'null')
    expect(stored).toMatchObject({ id_token: expect.any(String), refresh_token: expect.any(String) })
  })

  it('exchanges the code with its verifier and asks for the API audience', async () => {
    const s = await begin()
    expect(await signIn(s)).toMatchObject({ _tag: 'SignedIn' })
    const [exchange] = s.provider.tokenRequests('authorization_code')
    expect(exchange?.form?.get('resource')).toBe('urn:leadlens:api')
    expect(exchange?.form?.get('code_verifier')).toMatch(/^[0-9a-f]{96}$/)
  })

  it.each([
    ['another audience', { aud: 'someone-else' }, 'InvalidIdToken'],
    ['another issuer', { iss: 'http://evil.example' }, 'InvalidIdToken'],
    ['an issued-at ten minutes ago', { iat: Math.floor(Date.now() / 1000) - 600 }, 'InvalidIat'],
    ['an issued-at ten minutes ahead', { iat: Math.floor(Date.now() / 1000) + 600 }, 'InvalidIat'],
  ])('refuses an ID token with %s, and stores nothing', async (_, claims, kind) => {
    const s = await begin()
    s.provider.idTokenClaims = claims
    expect(await signIn(s)).toMatchObject({ _tag: 'SignInFailure', kind })
    expect(await s.identity.isSignedIn()).toBe(false)
  })

  it.each([
    ['answers 500', () => new Response('down', { status: 500 }), 'KeySetNotOk'],
    ['is not JSON', () => new Response('<html>', { status: 200 }), 'KeySetUnparsable'],
    ['is malformed', () => Response.json({ keys: 'none' }), 'KeySetMalformed'],
    ['has no matching key', () => Response.json({ keys: [] }), 'KeySetNoMatchingKey'],
  ])('refuses the sign-in when the key set %s', async (_, answer, kind) => {
    const s = await begin()
    s.provider.keySetAnswer = answer
    expect(await signIn(s)).toMatchObject({ kind })
    expect(await s.identity.isSignedIn()).toBe(false)
  })

  it('passes the provider’s code and message on when the exchange is refused', async () => {
    const s = await begin()
    await s.identity.signIn()
    const callback = new URL(s.provider.approve(ann))
    callback.searchParams.set('code', 'forged')
    expect(await s.identity.handleCallback(callback.href)).toEqual({
      _tag: 'SignInFailure',
      kind: 'ProviderError',
      provider: { code: 'invalid_grant', message: 'grant request is invalid' },
    })
  })

  it('reports an error the provider put in the callback with its code', async () => {
    const s = await begin()
    await s.identity.signIn()
    expect(await s.identity.handleCallback(s.provider.deny('server_error', 'try later'))).toMatchObject({
      kind: 'CallbackError',
      provider: { code: 'server_error', message: 'try later' },
    })
  })

  it('refuses a session entry that is not a well-formed sign-in session, and removes it', async () => {
    const s = await begin()
    await s.identity.signIn()
    const callback = s.provider.approve(ann)
    const state = s.provider.lastAuthorization().searchParams.get('state')
    window.sessionStorage.setItem(`oidc.${state}`, JSON.stringify({ id: state, redirect_uri: 42 }))
    expect(await s.identity.handleCallback(callback)).toMatchObject({ kind: 'InvalidSession' })
    expect(window.sessionStorage.getItem(`oidc.${state}`)).toBeNull()
  })

  it('says the provider is unreachable when it cannot be fetched', async () => {
    const s = await begin()
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch')
    })
    expect(await s.identity.signIn()).toMatchObject({ kind: 'ProviderUnreachable' })
  })

  it('refreshes once for callers who ask at the same time, with the API as resource', async () => {
    const s = await begin()
    await signIn(s)
    const before = await s.identity.accessToken()
    vi.setSystemTime(Date.now() + 3_600_000)
    const tokens = await Promise.all([
      s.identity.accessToken(),
      s.identity.accessToken(),
      s.identity.accessToken(),
    ])
    expect(new Set(tokens).size).toBe(1)
    expect(tokens[0]).not.toBe(before)
    const refreshes = s.provider.tokenRequests('refresh_token')
    expect(refreshes).toHaveLength(1)
    expect(refreshes[0]?.form?.get('resource')).toBe('urn:leadlens:api')
  })

  it('refreshes a token close to its end rather than sending it', async () => {
    const s = await begin()
    await signIn(s)
    vi.setSystemTime(Date.now() + (600 - 10) * 1000)
    await s.identity.accessToken()
    expect(s.provider.tokenRequests('refresh_token')).toHaveLength(1)
  })

  it('refuses a refreshed ID token that fails the checks, and signs the user out', async () => {
    const s = await begin()
    await signIn(s)
    vi.setSystemTime(Date.now() + 3_600_000)
    s.provider.idTokenClaims = { aud: 'someone-else' }
    expect(await s.identity.accessToken()).toMatchObject({ kind: 'InvalidIdToken' })
    expect(await s.identity.isSignedIn()).toBe(false)
  })

  it('takes the cross-tab lock to refresh', async () => {
    const request = vi.fn((_name: string, task: () => Promise<unknown>) => task())
    const s = await begin({ request } as unknown as LockManager)
    await signIn(s)
    vi.setSystemTime(Date.now() + 3_600_000)
    expect(typeof (await s.identity.accessToken())).toBe('string')
    expect(request).toHaveBeenCalledWith('leadlens.token-refresh', expect.any(Function))
  })

  it('refreshes once across tabs: the second tab finds the token the first one stored', async () => {
    const locks = sharedLocks()
    const s = await begin(locks)
    await signIn(s)
    vi.setSystemTime(Date.now() + 3_600_000)
    const otherTab = createOidcIdentity(CONFIG, { ...environment(s.provider), locks })
    const [here, there] = await Promise.all([s.identity.accessToken(), otherTab.accessToken()])
    expect(typeof here).toBe('string')
    expect(there).toBe(here)
    expect(s.provider.tokenRequests('refresh_token')).toHaveLength(1)
  })

  it('signs out: revokes the refresh token, then leaves for the end-session page', async () => {
    const s = await begin()
    await signIn(s)
    const stored = JSON.parse(window.localStorage.getItem(`oidc.user:${ISSUER}:leadlens-web`) ?? '{}')
    expect(await s.identity.signOut()).toEqual({ _tag: 'SignedOut', leftForProvider: true })
    const revocation = s.provider.requests.find((r) => r.url.pathname.endsWith('/revocation'))
    expect(revocation?.form?.get('token')).toBe(stored.refresh_token)
    expect(revocation?.form?.get('token_type_hint')).toBe('refresh_token')
    const end = s.provider.departures.at(-1)
    expect(end?.pathname).toBe('/oidc/session/end')
    expect(end?.searchParams.get('id_token_hint')).toBe(stored.id_token)
    // Issue 24 item 1: with the hint and the client id, the provider signs out without asking.
    expect(end?.searchParams.get('client_id')).toBe('leadlens-web')
    expect(end?.searchParams.get('post_logout_redirect_uri')).toBe(`${ORIGIN}/`)
    expect(await s.identity.isSignedIn()).toBe(false)
  })

  it('signs out even when the revocation fails', async () => {
    const s = await begin()
    await signIn(s)
    s.provider.revocationStatus = 503
    expect(await s.identity.signOut()).toMatchObject({ leftForProvider: true })
    expect(await s.identity.isSignedIn()).toBe(false)
  })

  it('signs out on this device when the provider cannot be reached', async () => {
    const s = await begin()
    await signIn(s)
    // A later page: nothing known of the provider yet, and the provider is away.
    const later = createOidcIdentity(CONFIG, environment(s.provider))
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch')
    })
    expect(await later.signOut()).toEqual({ _tag: 'SignedOut', leftForProvider: false })
    expect(await later.isSignedIn()).toBe(false)
  })

  it('treats a stored entry it cannot read as no one signed in', async () => {
    const s = await begin()
    window.localStorage.setItem(`oidc.user:${ISSUER}:leadlens-web`, '{not json')
    expect(await s.identity.isSignedIn()).toBe(false)
    expect(await s.identity.currentUser()).toBeNull()
  })
})
