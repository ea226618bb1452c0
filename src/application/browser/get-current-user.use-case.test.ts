import { describe, expect, it } from 'vitest'
import { InMemoryIdentity } from '../testing/in-memory-identity.ts'
import { GetCurrentUser } from './get-current-user.use-case.ts'
import { SignOut } from './sign-out.use-case.ts'

describe('GetCurrentUser and SignOut', () => {
  it('is nobody for an anonymous visitor', async () => {
    expect(await new GetCurrentUser(new InMemoryIdentity()).execute()).toBeNull()
  })

  it('is the signed-in user until they sign out', async () => {
    const identity = new InMemoryIdentity()
    identity.signInDirectly({ sub: 'user-2', username: 'root', email: 'root@leadlens.example', admin: true })
    const current = new GetCurrentUser(identity)
    expect(await current.execute()).toEqual({
      id: 'user-2',
      username: 'root',
      email: 'root@leadlens.example',
      avatar: null,
      role: 'admin',
    })
    expect(await new SignOut(identity).execute()).toEqual({ _tag: 'SignedOut', leftForProvider: true })
    expect(await current.execute()).toBeNull()
    expect(identity.departures.at(-1)).toBe(`${InMemoryIdentity.PROVIDER}/session/end`)
  })
})
