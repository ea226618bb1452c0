// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { signInFailure } from '../../../application/browser/ports/sign-in-failure.ts'
import { InMemoryIdentity } from '../../../application/testing/in-memory-identity.ts'
import { LazyIdentity } from './lazy-identity.ts'

const storeIdToken = () =>
  window.localStorage.setItem('oidc.user:http://id.test:web', JSON.stringify({ id_token: 'x.y.z' }))

describe('LazyIdentity', () => {
  beforeEach(() => window.localStorage.clear())

  it('loads nothing for an anonymous visitor who only looks', async () => {
    const connect = vi.fn(async () => new InMemoryIdentity())
    const identity = new LazyIdentity(connect, window.localStorage)
    expect(await identity.isSignedIn()).toBe(false)
    expect(await identity.currentUser()).toBeNull()
    expect(await identity.accessToken()).toMatchObject({ kind: 'NotAuthenticated' })
    expect(connect).not.toHaveBeenCalled()
  })

  it('loads the adapter once, when someone signs in', async () => {
    const loaded = new InMemoryIdentity()
    const connect = vi.fn(async () => loaded)
    const identity = new LazyIdentity(connect, window.localStorage)
    await identity.signIn({ postRedirectUri: '/' })
    await identity.handleCallback(
      await loaded.approve({ sub: 's', username: 'u', email: null, admin: false }),
    )
    storeIdToken()
    expect(await identity.isSignedIn()).toBe(true)
    expect(await identity.currentUser()).toMatchObject({ username: 'u' })
    expect(connect).toHaveBeenCalledTimes(1)
  })

  it('says sign-in is unavailable when the adapter cannot load, and tries again next time', async () => {
    const connect = vi
      .fn<() => Promise<InMemoryIdentity | ReturnType<typeof signInFailure>>>()
      .mockRejectedValueOnce(new Error('chunk failed to load'))
      .mockResolvedValueOnce(signInFailure('SignInUnavailable'))
      .mockResolvedValue(new InMemoryIdentity())
    const identity = new LazyIdentity(connect, window.localStorage)
    expect(await identity.signIn()).toMatchObject({ kind: 'SignInUnavailable' })
    expect(await identity.signIn()).toMatchObject({ kind: 'SignInUnavailable' })
    expect(await identity.signIn()).toBeUndefined()
    expect(connect).toHaveBeenCalledTimes(3)
  })

  it('still counts a stored ID token as signed in when the adapter cannot load, and can forget it', async () => {
    storeIdToken()
    const identity = new LazyIdentity(async () => signInFailure('SignInUnavailable'), window.localStorage)
    expect(await identity.isSignedIn()).toBe(true)
    expect(await identity.accessToken()).toMatchObject({ kind: 'SignInUnavailable' })
    expect(await identity.signOut()).toEqual({ _tag: 'SignedOut', leftForProvider: false })
    expect(await identity.isSignedIn()).toBe(false)
  })
})
