import { describe, expect, it } from 'vitest'
import { InMemoryIdentity } from '../testing/in-memory-identity.ts'
import { authorised } from './authorised.ts'
import { GetAccessToken } from './get-access-token.use-case.ts'
import { SessionExpiredSignal } from './session-expired-signal.ts'

/** A gateway of the shape `authorised` wraps (the token first), which records what it was asked. */
const recordingGateway = () => {
  const asked: (readonly [string, string, number | string])[] = []
  return {
    asked,
    page: async (accessToken: string, page: number) => {
      asked.push([accessToken, 'page', page])
      return { page, entries: [] }
    },
    cancel: async (accessToken: string, id: string) => {
      asked.push([accessToken, 'cancel', id])
      return { id, status: 'CANCELLED' }
    },
  }
}

const setUp = async (signedIn: boolean) => {
  const identity = new InMemoryIdentity()
  if (signedIn) identity.signInDirectly({ sub: 'u', username: 'ann', email: null, admin: false })
  const token = new GetAccessToken(identity, new SessionExpiredSignal())
  const gateway = recordingGateway()
  return { accessToken: await identity.accessToken(), gateway, api: authorised(token, gateway) }
}

// Gateways not yet on the contract client reach the service through `authorised`.
describe('a gateway’s calls, authorised', () => {
  it('call the service with the signed-in user’s token', async () => {
    const { accessToken, gateway, api } = await setUp(true)
    if (typeof accessToken !== 'string') throw new Error('no token')
    expect(await api.page(3)).toEqual({ page: 3, entries: [] })
    expect(await api.cancel('sub-1')).toEqual({ id: 'sub-1', status: 'CANCELLED' })
    expect(gateway.asked).toEqual([
      [accessToken, 'page', 3],
      [accessToken, 'cancel', 'sub-1'],
    ])
  })

  it('make no call without a signed-in user', async () => {
    const { gateway, api } = await setUp(false)
    const unavailable = { _tag: 'TokenUnavailable' }
    expect(await api.page(1)).toEqual(unavailable)
    expect(await api.cancel('sub-1')).toEqual(unavailable)
    expect(gateway.asked).toEqual([])
  })
})

describe('authorised', () => {
  it('touches the gateway only when a call is made, and is not taken for a promise', async () => {
    let touched = 0
    const gateway = new Proxy({} as ReturnType<typeof recordingGateway>, {
      get: () => {
        touched++
        return undefined
      },
    })
    const identity = new InMemoryIdentity()
    const api = authorised(new GetAccessToken(identity, new SessionExpiredSignal()), gateway)
    expect(await Promise.resolve(api)).toBe(api)
    expect(await api.page(1)).toEqual({ _tag: 'TokenUnavailable' })
    expect(touched).toBe(0)
  })
})
