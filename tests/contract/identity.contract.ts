import { afterEach, describe, expect, it } from 'vitest'
import type { Identity } from '../../src/application/browser/ports/identity.port.ts'
import { isSignInFailure } from '../../src/application/browser/ports/sign-in-failure.ts'
import type { TestAccount } from '../../src/application/testing/in-memory-identity.ts'

export type { TestAccount }

/** An Identity, and the provider on the other side of it, driven by the test. */
export type IdentityHarness = {
  readonly identity: Identity
  /** The user signs in at the provider for the last sign-in request; the address it sends them back to. */
  approve(account: TestAccount): Promise<string>
  /** The user refuses at the provider; the address it sends them back to. */
  deny(): Promise<string>
  /** Where the page was last sent (the provider's sign-in or end-session page). */
  lastDeparture(): string | undefined
  /** Moves the clock on. */
  advance(seconds: number): void
  /** The provider stops honouring the refresh token (revoked, or its family was). */
  refuseRefresh(): void
  close(): void
}

const ann: TestAccount = { sub: 'user-1', username: 'ann', email: 'ann@leadlens.example', admin: false }
const root: TestAccount = { sub: 'user-2', username: 'root', email: null, admin: true }

const signedInAs = async (h: IdentityHarness, account: TestAccount, returnTo = '/') => {
  expect(await h.identity.signIn({ postRedirectUri: returnTo })).toBeUndefined()
  return h.identity.handleCallback(await h.approve(account))
}

/** What every Identity must do, whatever provider library is behind it (DESIGN rule 12). */
export const identityContract = (name: string, fresh: () => Promise<IdentityHarness>) => {
  describe(`Identity contract: ${name}`, () => {
    let h: IdentityHarness
    const start = async () => {
      h = await fresh()
      return h
    }
    afterEach(() => h?.close())

    it('has no one signed in at first, and gives no token', async () => {
      const { identity } = await start()
      expect(await identity.isSignedIn()).toBe(false)
      expect(await identity.currentUser()).toBeNull()
      expect(await identity.accessToken()).toMatchObject({ _tag: 'SignInFailure', kind: 'NotAuthenticated' })
    })

    it('signs in through the provider and returns where the sign-in began', async () => {
      const { identity } = await start()
      expect(await signedInAs(h, ann, '/?link=https%3A%2F%2Fwww.linkedin.com%2Fin%2Fjane')).toEqual({
        _tag: 'SignedIn',
        returnTo: '/?link=https%3A%2F%2Fwww.linkedin.com%2Fin%2Fjane',
      })
      expect(await identity.isSignedIn()).toBe(true)
      expect(await identity.currentUser()).toEqual({
        id: 'user-1',
        username: 'ann',
        email: 'ann@leadlens.example',
        avatar: null,
        role: 'user',
      })
      const token = await identity.accessToken()
      expect(typeof token === 'string' && token.length > 0).toBe(true)
    })

    it('reads the admin role from the roles claim', async () => {
      const { identity } = await start()
      await signedInAs(h, root)
      expect(await identity.currentUser()).toMatchObject({ username: 'root', role: 'admin', email: null })
    })

    it('consumes a callback once: the same address again finds no session', async () => {
      const { identity } = await start()
      await identity.signIn()
      const callback = await h.approve(ann)
      expect(await identity.handleCallback(callback)).toMatchObject({ _tag: 'SignedIn' })
      expect(await identity.handleCallback(callback)).toMatchObject({ kind: 'SessionNotFound' })
    })

    it('refuses a callback for a sign-in this tab never started', async () => {
      const { identity } = await start()
      await identity.signIn()
      const callback = new URL(await h.approve(ann))
      callback.searchParams.set('state', 'not-a-session-of-ours')
      expect(await identity.handleCallback(callback.href)).toMatchObject({ kind: 'SessionNotFound' })
      expect(await identity.isSignedIn()).toBe(false)
    })

    it('refuses a callback without a state, or without a code', async () => {
      const { identity } = await start()
      await identity.signIn()
      const callback = new URL(await h.approve(ann))
      const withoutState = new URL(callback)
      withoutState.searchParams.delete('state')
      expect(await identity.handleCallback(withoutState.href)).toMatchObject({ kind: 'MissingState' })
      callback.searchParams.delete('code')
      expect(await identity.handleCallback(callback.href)).toMatchObject({ kind: 'MissingCode' })
      expect(await identity.isSignedIn()).toBe(false)
    })

    it('refuses a callback that is not the registered redirect address', async () => {
      const { identity } = await start()
      await identity.signIn()
      const callback = new URL(await h.approve(ann))
      callback.pathname = '/elsewhere'
      expect(await identity.handleCallback(callback.href)).toMatchObject({ kind: 'CallbackMismatch' })
    })

    it('reports a user who refuses at the provider as cancelled', async () => {
      const { identity } = await start()
      await identity.signIn()
      expect(await identity.handleCallback(await h.deny())).toMatchObject({ kind: 'UserCancelled' })
      expect(await identity.isSignedIn()).toBe(false)
    })

    it('reuses the access token until it expires, then refreshes it', async () => {
      const { identity } = await start()
      await signedInAs(h, ann)
      const first = await identity.accessToken()
      expect(await identity.accessToken()).toBe(first)
      h.advance(60 * 60)
      const renewed = await identity.accessToken()
      expect(typeof renewed).toBe('string')
      expect(renewed).not.toBe(first)
      expect(await identity.accessToken()).toBe(renewed)
      expect(await identity.isSignedIn()).toBe(true)
    })

    it('fails to give a token when the provider refuses the refresh', async () => {
      const { identity } = await start()
      await signedInAs(h, ann)
      h.refuseRefresh()
      h.advance(60 * 60)
      const token = await identity.accessToken()
      expect(isSignInFailure(token)).toBe(true)
    })

    it('signs out: the tokens are gone', async () => {
      const { identity } = await start()
      await signedInAs(h, ann)
      expect(await identity.signOut()).toMatchObject({ _tag: 'SignedOut' })
      expect(await identity.isSignedIn()).toBe(false)
      expect(await identity.currentUser()).toBeNull()
      expect(await identity.accessToken()).toMatchObject({ kind: 'NotAuthenticated' })
    })

    it('forgets the session on this device without leaving for the provider', async () => {
      const { identity } = await start()
      await signedInAs(h, ann)
      const before = h.lastDeparture()
      await identity.forget()
      expect(await identity.isSignedIn()).toBe(false)
      expect(await identity.accessToken()).toMatchObject({ kind: 'NotAuthenticated' })
      expect(h.lastDeparture()).toBe(before)
    })

    it('starting a new sign-in forgets the tokens of the last one', async () => {
      const { identity } = await start()
      await signedInAs(h, ann)
      await identity.signIn()
      expect(await identity.isSignedIn()).toBe(false)
      expect(h.lastDeparture()).toBeDefined()
    })
  })
}
