import { describe, expect, it } from 'vitest'
import { subscriptionGatewayContract } from '../../../tests/contract/subscription-gateway.contract.ts'
import { instant } from '../../domain/shared/instant.ts'
import { InMemorySubscriptionGateway } from './in-memory-subscription.gateway.ts'

const NOW = instant(Date.parse('2025-05-01T12:00:00.000Z'))

subscriptionGatewayContract('in memory', async () => {
  const gateway = new InMemorySubscriptionGateway(() => NOW)
  let users = 0
  return {
    gateway,
    newUser: async () => `user-${++users}`,
    buy: async (token, plan) => {
      gateway.buy(token, plan)
    },
  }
})

describe('InMemorySubscriptionGateway', () => {
  it('answers the failure it was told to, once', async () => {
    const gateway = new InMemorySubscriptionGateway(() => NOW).failNext(500)
    expect(await gateway.overview('t')).toEqual({ _tag: 'ApiCallFailed', status: 500 })
    expect(await gateway.overview('t')).toMatchObject({ current: { planType: 'FREE' } })
  })

  it('spends the soonest-expiring credits first, and a plan bought long ago has expired', async () => {
    const gateway = new InMemorySubscriptionGateway(() => NOW)
    gateway.buy('t', 'MONTHLY_BASIC', { at: instant(NOW - 90 * 86_400_000) })
    gateway.buy('t', 'PACKET_PROFILE_BASIC')
    gateway.use('t', 'lead', 3)
    const overview = await gateway.overview('t')
    if ('_tag' in overview) throw new Error('failed')
    expect(overview.history.map((s) => [s.planType, s.status])).toEqual([['MONTHLY_BASIC', 'EXPIRED']])
    expect(overview.creditDetails.lead).toEqual({ total: 120, used: 3, left: 117 })
    expect(overview.stacked.find((s) => s.planType === 'PACKET_PROFILE_BASIC')?.grants).toEqual([
      { kind: 'lead', total: 120, used: 3 },
    ])
  })
})
