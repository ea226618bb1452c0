import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiClient } from '../../src/adapters/browser/http/api-client.ts'
import { AxiosSubscriptionGateway } from '../../src/adapters/browser/http/axios-subscription.gateway.ts'
import type { PlanType } from '../../src/domain/plans/plan-type.ts'
import { subscriptionGatewayContract } from '../contract/subscription-gateway.contract.ts'
import { type ApiHarness, startApi } from '../support/api-harness.ts'
import { checkoutPage, submitForm } from './payment-flow.support.ts'

// The browser's subscription gateway against the real service over HTTP: what /admin/subscription uses.
let api: ApiHarness
let gateway: AxiosSubscriptionGateway
beforeAll(async () => {
  api = await startApi()
  await api.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = api.app.server.address() as AddressInfo
  gateway = new AxiosSubscriptionGateway(createApiClient(`http://127.0.0.1:${port}`))
})
afterAll(() => api.close())

/** Orders the plan and pays on the sandbox checkout page, as a buyer's browser does. */
const buy = async (token: string, plan: PlanType) => {
  const placed = await api.call('POST', '/api/payment/order', { as: { token }, body: { plan } })
  const { forms } = await checkoutPage(api, placed.json().url)
  const pay = [...forms.entries()].find(([label]) => label.startsWith('Pay'))?.[1]
  if (pay === undefined) throw new Error(`no Pay form for ${plan}`)
  const paid = await submitForm(api, pay)
  if (paid.statusCode !== 303) throw new Error(`not paid: ${paid.statusCode} ${paid.body}`)
}

let users = 0
subscriptionGatewayContract('axios over HTTP', async () => ({
  gateway,
  newUser: () => api.token(`subscriber-${++users}`),
  buy,
}))

describe('AxiosSubscriptionGateway', () => {
  it('reports a refused token as a 401', async () => {
    const expired = await api.token('subscriber-x', { expiresIn: -60 })
    expect(await gateway.overview(expired)).toMatchObject({
      _tag: 'ApiCallFailed',
      status: 401,
      code: 'UNAUTHENTICATED',
    })
    expect(await gateway.cancel(expired, 'any')).toMatchObject({ status: 401 })
  })

  it('reports an unreachable service as a network failure', async () => {
    const nowhere = new AxiosSubscriptionGateway(createApiClient('http://127.0.0.1:9'))
    expect(await nowhere.overview('token')).toMatchObject({ _tag: 'ApiCallFailed', status: 'network' })
  })
})
