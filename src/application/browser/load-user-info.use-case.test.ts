import { describe, expect, it } from 'vitest'
import { InMemoryIdentity } from '../testing/in-memory-identity.ts'
import { GetAccessToken } from './get-access-token.use-case.ts'
import { LoadUserInfo } from './load-user-info.use-case.ts'
import type { UserInfo, UserInfoGateway } from './ports/user-info.gateway.port.ts'
import { SessionExpiredSignal } from './session-expired-signal.ts'

const info: UserInfo = {
  id: 'u',
  username: 'ann',
  email: null,
  avatar: null,
  role: 'user',
  collectionId: null,
}
const answering = (answer: Awaited<ReturnType<UserInfoGateway['load']>>): UserInfoGateway => ({
  load: async () => answer,
})

const signedIn = async () => {
  const identity = new InMemoryIdentity()
  await identity.signIn()
  await identity.handleCallback(
    await identity.approve({ sub: 'u', username: 'ann', email: null, admin: false }),
  )
  return identity
}

describe('LoadUserInfo', () => {
  it("answers the service's view of the signed-in user", async () => {
    const identity = await signedIn()
    const load = new LoadUserInfo(
      identity,
      new GetAccessToken(identity, new SessionExpiredSignal()),
      answering(info),
    )
    expect(await load.execute()).toEqual(info)
    expect(await identity.isSignedIn()).toBe(true)
  })

  it('clears the user on this device when the service refuses the session (401)', async () => {
    const identity = await signedIn()
    const load = new LoadUserInfo(
      identity,
      new GetAccessToken(identity, new SessionExpiredSignal()),
      answering({ _tag: 'SessionRefused' }),
    )
    expect(await load.execute()).toEqual({ _tag: 'SessionRefused' })
    expect(await identity.isSignedIn()).toBe(false)
  })

  it('keeps the session when the service is only unavailable', async () => {
    const identity = await signedIn()
    const load = new LoadUserInfo(
      identity,
      new GetAccessToken(identity, new SessionExpiredSignal()),
      answering({ _tag: 'UserInfoUnavailable', reason: 'down' }),
    )
    expect(await load.execute()).toMatchObject({ _tag: 'UserInfoUnavailable' })
    expect(await identity.isSignedIn()).toBe(true)
  })
})
