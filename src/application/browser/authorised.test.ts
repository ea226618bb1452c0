import { describe, expect, it } from 'vitest'
import { instant } from '../../domain/shared/instant.ts'
import { InMemoryCreditLogGateway } from '../testing/in-memory-credit-log.gateway.ts'
import { InMemoryIdentity } from '../testing/in-memory-identity.ts'
import { InMemorySearchLogGateway } from '../testing/in-memory-search-log.gateway.ts'
import { InMemorySubscriptionGateway } from '../testing/in-memory-subscription.gateway.ts'
import { authorised } from './authorised.ts'
import { GetAccessToken } from './get-access-token.use-case.ts'
import { SessionExpiredSignal } from './session-expired-signal.ts'

const NOW = instant(Date.parse('2025-05-01T12:00:00.000Z'))

const setUp = async (signedIn: boolean) => {
  const identity = new InMemoryIdentity()
  if (signedIn) identity.signInDirectly({ sub: 'u', username: 'ann', email: null, admin: false })
  const token = new GetAccessToken(identity, new SessionExpiredSignal())
  const subscriptions = new InMemorySubscriptionGateway(() => NOW)
  const searchLog = new InMemorySearchLogGateway()
  const creditLog = new InMemoryCreditLogGateway()
  const accessToken = await identity.accessToken()
  if (typeof accessToken === 'string') searchLog.user(accessToken, { id: 'u', username: 'ann' })
  return {
    accessToken,
    subscriptions,
    searchLog,
    creditLog,
    subscriptionApi: authorised(token, subscriptions),
    searchLogApi: authorised(token, searchLog),
    creditLogApi: authorised(token, creditLog),
  }
}

// The dashboard's calls reach their gateways through `authorised` (the billing pages' three, here).
describe('a gateway’s calls, authorised', () => {
  it('call the service with the signed-in user’s token', async () => {
    const { accessToken, subscriptions, searchLog, creditLog, ...apis } = await setUp(true)
    if (typeof accessToken !== 'string') throw new Error('no token')
    const id = subscriptions.buy(accessToken, 'MONTHLY_PRO')
    expect(await apis.subscriptionApi.overview()).toMatchObject({ current: { id, planType: 'MONTHLY_PRO' } })
    expect(await apis.subscriptionApi.cancel(id)).toMatchObject({ current: { id, status: 'CANCELLED' } })
    expect(subscriptions.cancels).toEqual([[accessToken, id]])
    expect(await apis.searchLogApi.page(3)).toMatchObject({ page: 3, total: 0 })
    expect(searchLog.pagesAsked).toEqual([3])
    expect(await apis.creditLogApi.page(2)).toMatchObject({ page: 2, entries: [] })
    expect(creditLog.pagesAsked).toEqual([2])
  })

  it('make no call without a signed-in user', async () => {
    const { subscriptions, searchLog, creditLog, ...apis } = await setUp(false)
    const unavailable = { _tag: 'TokenUnavailable' }
    expect(await apis.subscriptionApi.overview()).toEqual(unavailable)
    expect(await apis.subscriptionApi.cancel('sub-1')).toEqual(unavailable)
    expect(await apis.searchLogApi.page(1)).toEqual(unavailable)
    expect(await apis.creditLogApi.page(1)).toEqual(unavailable)
    expect(subscriptions.cancels).toEqual([])
    expect(searchLog.pagesAsked).toEqual([])
    expect(creditLog.pagesAsked).toEqual([])
  })
})

describe('authorised', () => {
  it('touches the gateway only when a call is made, and is not taken for a promise', async () => {
    let touched = 0
    const gateway = new Proxy({} as InMemorySearchLogGateway, {
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
