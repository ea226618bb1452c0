import { describe, expect, it, vi } from 'vitest'
import { InMemoryIdentity } from '../testing/in-memory-identity.ts'
import { SignIn } from './sign-in.use-case.ts'

describe('SignIn', () => {
  it('leaves for the provider, to come back where the user was', async () => {
    const identity = new InMemoryIdentity()
    const signIn = vi.spyOn(identity, 'signIn')
    expect(await new SignIn(identity).execute({ returnTo: '/?link=x' })).toBeUndefined()
    expect(signIn).toHaveBeenCalledWith({ postRedirectUri: '/?link=x' })
    expect(identity.departures).toHaveLength(1)
  })

  it("asks the provider to speak the app's language", async () => {
    const identity = new InMemoryIdentity()
    const signIn = vi.spyOn(identity, 'signIn')
    await new SignIn(identity).execute({ language: 'zh' })
    expect(signIn).toHaveBeenCalledWith({ postRedirectUri: '/', language: 'zh' })
  })

  it.each([['https://evil.example/'], ['//evil.example'], [undefined]])(
    'comes back home instead of to %s',
    async (returnTo) => {
      const identity = new InMemoryIdentity()
      const signIn = vi.spyOn(identity, 'signIn')
      await new SignIn(identity).execute(returnTo === undefined ? {} : { returnTo })
      expect(signIn).toHaveBeenCalledWith({ postRedirectUri: '/' })
    },
  )
})
