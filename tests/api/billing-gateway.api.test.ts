import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiClient } from '../../src/adapters/browser/http/api-client.ts'
import { AxiosBillingGateway } from '../../src/adapters/browser/http/axios-billing.gateway.ts'
import { billingGatewayContract } from '../contract/billing-gateway.contract.ts'
import { type ApiHarness, startApi } from '../support/api-harness.ts'
import { anInvitation } from './payment-flow.support.ts'

// The browser's billing gateway against the real service over HTTP: what the pricing page relies on.
let api: ApiHarness
let gateway: AxiosBillingGateway
let token: string
beforeAll(async () => {
  api = await startApi()
  await api.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = api.app.server.address() as AddressInfo
  gateway = new AxiosBillingGateway(createApiClient(`http://127.0.0.1:${port}`))
  await anInvitation(api, 'PRICING50', 50)
  await anInvitation(api, 'ALLFREE', 5000)
  token = await api.token('paula', { claims: { preferred_username: 'paula' } })
})
afterAll(() => api.close())

billingGatewayContract('axios over HTTP', async () => ({
  gateway,
  token,
  code50: 'PRICING50',
  codeAboveAnyPrice: 'ALLFREE',
}))

describe('AxiosBillingGateway', () => {
  it('sends the browser to the sandbox checkout of the order', async () => {
    const order = await gateway.placeOrder(token, { plan: 'MONTHLY_PRO' })
    if ('_tag' in order) throw new Error(`not placed: ${order.status}`)
    expect(new URL(order.url).pathname).toBe(`/api/payment/sandbox/checkout/${order.orderId}`)
  })

  it('sends the browser to the dashboard when the order was paid at once', async () => {
    const order = await gateway.placeOrder(token, { plan: 'PACKET_EMAIL_BASIC', inviteCode: 'ALLFREE' })
    if ('_tag' in order) throw new Error(`not placed: ${order.status}`)
    const url = new URL(order.url)
    expect([url.pathname, url.searchParams.get('order')]).toEqual(['/admin/subscription', order.orderId])
  })

  it('reports a refused token as a 401, for the sign-in-required dialog (SPEC §8)', async () => {
    const expired = await api.token('paula', { expiresIn: -60 })
    expect(await gateway.placeOrder(expired, { plan: 'MONTHLY_PRO' })).toMatchObject({
      _tag: 'BillingCallFailed',
      status: 401,
      code: 'UNAUTHENTICATED',
    })
    expect(await gateway.checkInviteCode(expired, 'PRICING50')).toMatchObject({ status: 401 })
  })

  it('reports an unreachable service as a network failure, not as a refusal', async () => {
    const nowhere = new AxiosBillingGateway(createApiClient('http://127.0.0.1:9'))
    expect(await nowhere.placeOrder(token, { plan: 'MONTHLY_PRO' })).toEqual({
      _tag: 'BillingCallFailed',
      status: 'network',
    })
    expect(await nowhere.checkInviteCode(token, 'PRICING50')).toEqual({
      _tag: 'BillingCallFailed',
      status: 'network',
    })
  })
})
