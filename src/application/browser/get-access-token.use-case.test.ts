import { describe, expect, it, vi } from 'vitest'
import { InMemoryIdentity } from '../testing/in-memory-identity.ts'
import { GetAccessToken } from './get-access-token.use-case.ts'
import { type SignInFailure, signInFailure } from './ports/sign-in-failure.ts'
import { SessionExpiredSignal } from './session-expired-signal.ts'

const ann = { sub: 'user-1', username: 'ann', email: null, admin: false }

const setUp = () => {
  const identity = new InMemoryIdentity()
  const signal = new SessionExpiredSignal()
  const heard: SignInFailure[] = []
  signal.subscribe((failure) => heard.push(failure))
  return { identity, heard, getToken: new GetAccessToken(identity, signal) }
}

describe('GetAccessToken', () => {
  it('refuses an anonymous caller without asking for a token or opening the expired dialog', async () => {
    const { identity, heard, getToken } = setUp()
    const accessToken = vi.spyOn(identity, 'accessToken')
    expect(await getToken.execute()).toEqual(signInFailure('NotAuthenticated'))
    expect(accessToken).not.toHaveBeenCalled()
    expect(heard).toEqual([])
  })

  it('gives a signed-in user’s token, the same one until it expires', async () => {
    const { identity, heard, getToken } = setUp()
    identity.signInDirectly(ann)
    const token = await getToken.execute()
    expect(typeof token).toBe('string')
    expect(await getToken.execute()).toBe(token)
    expect(heard).toEqual([])
  })

  it('raises session-expired when the refresh is refused, and hands the failure back', async () => {
    const { identity, heard, getToken } = setUp()
    identity.signInDirectly(ann)
    identity.refuseRefresh()
    identity.advance(3600)
    const failure = await getToken.execute()
    expect(failure).toMatchObject({ _tag: 'SignInFailure', kind: 'ProviderError' })
    expect(heard).toEqual([failure])
  })

  it('counts an empty token as one that could not be obtained (SPEC §8)', async () => {
    const { identity, heard, getToken } = setUp()
    identity.signInDirectly(ann)
    vi.spyOn(identity, 'accessToken').mockResolvedValue('')
    expect(await getToken.execute()).toEqual(signInFailure('NotAuthenticated'))
    expect(heard).toHaveLength(1)
  })

  it('stops telling a listener that unsubscribed', () => {
    const signal = new SessionExpiredSignal()
    const listener = vi.fn()
    signal.subscribe(listener)()
    signal.raise(signInFailure('ProviderUnreachable'))
    expect(listener).not.toHaveBeenCalled()
  })
})
