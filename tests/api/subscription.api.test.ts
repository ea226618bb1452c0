import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axiosTransport } from '../../src/adapters/browser/http/axios-transport.ts'
import { contractClient } from '../../src/adapters/browser/http/contract-client.ts'
import { injectTransport } from '../../src/adapters/browser/http/inject-transport.ts'
import { cancelSubscription, subscriptionOverview } from '../../src/adapters/http-contract/payment.ts'
import type { SubscriptionOverview } from '../../src/application/browser/ports/subscription.api.port.ts'
import { must as ok } from '../../src/composition/testing/must.fixture.ts'
import { ORDERS_WORLD_SECRET, placeOrder } from '../../src/composition/testing/orders-world.fixture.ts'
import { yuanToFen } from '../../src/domain/shared/money.ts'
import { type ApiHarness, startApi } from '../support/api-harness.ts'

// The subscription calls as /admin/subscription makes them: through the browser's own client over the
// real routes, plans bought through the order and the sandbox provider's notification. What
// payment.api.test.ts already checks on the wire (the FREE trial, a plan replaced, cancel refusals) is
// not repeated here; this is what the page relies on of the decoded answer.
let api: ApiHarness
beforeAll(async () => {
  api = await startApi({ PAYMENT_SECRET: ORDERS_WORLD_SECRET })
})
afterAll(() => api.close())

const DAY_MS = 86_400_000
const CALLS = { subscriptionOverview, cancelSubscription }

let users = 0
const aSubscriber = async () => {
  const token = await api.token(`subscriber-${++users}`)
  return { token, calls: contractClient(CALLS, injectTransport(api.app), async () => token) }
}

const current = (overview: SubscriptionOverview) => {
  if (overview.current === null) throw new Error('no current plan')
  return overview.current
}

describe('the subscription calls through the contract client', () => {
  it('a paid plan is current with its dates, price in fen and credits; the trial runs beside it', async () => {
    const { token, calls } = await aSubscriber()
    await placeOrder(api, token, 'MONTHLY_PRO')
    const overview = ok(await calls.subscriptionOverview())
    const plan = current(overview)
    expect(plan).toMatchObject({
      planType: 'MONTHLY_PRO',
      status: 'ACTIVE',
      price: yuanToFen(350),
      amount: yuanToFen(350),
      grants: [
        { kind: 'lead', total: 100, used: 0 },
        { kind: 'search', total: 80, used: 0 },
      ],
    })
    const days = (Date.parse(plan.expiryDate ?? '') - Date.parse(plan.startDate)) / DAY_MS
    expect(days).toBeGreaterThanOrEqual(28)
    expect(days).toBeLessThanOrEqual(31)
    expect(overview.stacked.map((s) => [s.planType, s.expiryDate])).toEqual([['FREE', null]])
    expect(overview.creditDetails.lead).toEqual({ total: 100, used: 0, left: 100 })
    expect(overview.creditDetails.search).toEqual({ total: 80, used: 0, left: 80 })
  })

  it('a packet stacks beside the plan, with its own 30-day expiry and credits', async () => {
    const { token, calls } = await aSubscriber()
    await placeOrder(api, token, 'MONTHLY_BASIC')
    await placeOrder(api, token, 'PACKET_EMAIL_BASIC')
    const overview = ok(await calls.subscriptionOverview())
    expect(current(overview).planType).toBe('MONTHLY_BASIC')
    const packet = overview.stacked.find((s) => s.planType === 'PACKET_EMAIL_BASIC')
    expect(packet).toMatchObject({ status: 'ACTIVE', price: yuanToFen(200) })
    expect(Date.parse(packet?.expiryDate ?? '') - Date.parse(packet?.startDate ?? '')).toBe(30 * DAY_MS)
    expect(overview.creditDetails.email).toEqual({ total: 200, used: 0, left: 200 })
  })

  it('cancelling answers the overview: the plan current and usable until its expiry, as a re-read says', async () => {
    const { token, calls } = await aSubscriber()
    await placeOrder(api, token, 'YEARLY_BASIC')
    const before = current(ok(await calls.subscriptionOverview()))
    const after = ok(await calls.cancelSubscription({ body: { subscriptionId: before.id } }))
    expect(after.current).toEqual({ ...before, status: 'CANCELLED' })
    expect(after.creditDetails.lead.left).toBe(1000)
    expect(ok(await calls.subscriptionOverview())).toEqual(after)
    expect(await calls.cancelSubscription({ body: { subscriptionId: before.id } })).toMatchObject({
      _tag: 'ApiCallFailed',
      status: 409,
      code: 'NOT_CANCELLABLE',
    })
    const other = await aSubscriber()
    expect(await other.calls.cancelSubscription({ body: { subscriptionId: before.id } })).toMatchObject({
      _tag: 'ApiCallFailed',
      status: 404,
      code: 'SUBSCRIPTION_NOT_FOUND',
    })
  })

  it('reports a refused token as a 401, and an unreachable service as a network failure', async () => {
    const expired = await api.token('subscriber-x', { expiresIn: -60 })
    const refused = contractClient(CALLS, injectTransport(api.app), async () => expired)
    expect(await refused.subscriptionOverview()).toMatchObject({
      _tag: 'ApiCallFailed',
      status: 401,
      code: 'UNAUTHENTICATED',
    })
    expect(await refused.cancelSubscription({ body: { subscriptionId: 'any' } })).toMatchObject({
      status: 401,
    })
    const nowhere = contractClient(CALLS, axiosTransport('http://127.0.0.1:9'), async () => expired)
    expect(await nowhere.subscriptionOverview()).toMatchObject({ _tag: 'ApiCallFailed', status: 'network' })
  })
})
