import { describe, expect, it } from 'vitest'
import { instant } from '../../domain/shared/instant.ts'
import { InMemoryCreditLogGateway } from '../testing/in-memory-credit-log.gateway.ts'
import { InMemoryIdentity } from '../testing/in-memory-identity.ts'
import { InMemorySearchLogGateway } from '../testing/in-memory-search-log.gateway.ts'
import { InMemorySubscriptionGateway } from '../testing/in-memory-subscription.gateway.ts'
import { CancelPlan } from './cancel-plan.use-case.ts'
import { GetAccessToken } from './get-access-token.use-case.ts'
import { GetSubscriptionOverview } from './get-subscription-overview.use-case.ts'
import { ListCreditCharges } from './list-credit-charges.use-case.ts'
import { ListSearchLog } from './list-search-log.use-case.ts'
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
    overview: new GetSubscriptionOverview(token, subscriptions),
    cancel: new CancelPlan(token, subscriptions),
    searches: new ListSearchLog(token, searchLog),
    charges: new ListCreditCharges(token, creditLog),
  }
}

describe('the dashboard’s billing use cases', () => {
  it('call the service with the signed-in user’s token', async () => {
    const { accessToken, subscriptions, searchLog, creditLog, ...useCases } = await setUp(true)
    if (typeof accessToken !== 'string') throw new Error('no token')
    const id = subscriptions.buy(accessToken, 'MONTHLY_PRO')
    expect(await useCases.overview.execute()).toMatchObject({ current: { id, planType: 'MONTHLY_PRO' } })
    expect(await useCases.cancel.execute(id)).toMatchObject({ current: { id, status: 'CANCELLED' } })
    expect(subscriptions.cancels).toEqual([[accessToken, id]])
    expect(await useCases.searches.execute(3)).toMatchObject({ page: 3, total: 0 })
    expect(searchLog.pagesAsked).toEqual([3])
    expect(await useCases.charges.execute(2)).toMatchObject({ page: 2, entries: [] })
    expect(creditLog.pagesAsked).toEqual([2])
  })

  it('make no call without a signed-in user', async () => {
    const { subscriptions, searchLog, creditLog, ...useCases } = await setUp(false)
    const unavailable = { _tag: 'TokenUnavailable' }
    expect(await useCases.overview.execute()).toEqual(unavailable)
    expect(await useCases.cancel.execute('sub-1')).toEqual(unavailable)
    expect(await useCases.searches.execute(1)).toEqual(unavailable)
    expect(await useCases.charges.execute(1)).toEqual(unavailable)
    expect(subscriptions.cancels).toEqual([])
    expect(searchLog.pagesAsked).toEqual([])
    expect(creditLog.pagesAsked).toEqual([])
  })
})
