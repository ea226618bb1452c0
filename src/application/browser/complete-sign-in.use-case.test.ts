import { describe, expect, it, vi } from 'vitest'
import { InMemoryIdentity } from '../testing/in-memory-identity.ts'
import { CompleteSignIn } from './complete-sign-in.use-case.ts'
import { signInFailure } from './ports/sign-in-failure.ts'

const ann = { sub: 'user-1', username: 'ann', email: null, admin: false }

describe('CompleteSignIn', () => {
  it('exchanges a callback once, however often it is asked (StrictMode runs effects twice)', async () => {
    const identity = new InMemoryIdentity()
    await identity.signIn({ postRedirectUri: '/?link=abc' })
    const callback = await identity.approve(ann)
    const complete = new CompleteSignIn(identity)
    const [first, second] = await Promise.all([complete.execute(callback), complete.execute(callback)])
    expect(first).toEqual({ _tag: 'SignedIn', returnTo: '/?link=abc' })
    expect(second).toEqual(first)
    expect(await complete.execute(callback)).toEqual(first)
    expect(identity.tokenRequests).toBe(1)
  })

  it('passes a failure on, with its message key', async () => {
    const identity = new InMemoryIdentity()
    await identity.signIn()
    expect(await new CompleteSignIn(identity).execute(await identity.deny())).toEqual(
      signInFailure('UserCancelled'),
    )
  })

  it('never sends the user off the site, whatever the adapter hands back', async () => {
    const identity = new InMemoryIdentity()
    vi.spyOn(identity, 'handleCallback').mockResolvedValue({
      _tag: 'SignedIn',
      returnTo: 'https://evil.example/',
    })
    expect(await new CompleteSignIn(identity).execute('http://app.test/callback?code=c&state=s')).toEqual({
      _tag: 'SignedIn',
      returnTo: '/',
    })
  })
})
