import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axiosTransport } from '../../src/adapters/browser/http/axios-transport.ts'
import { contractClient } from '../../src/adapters/browser/http/contract-client.ts'
import { injectTransport } from '../../src/adapters/browser/http/inject-transport.ts'
import { validateInviteCode } from '../../src/adapters/http-contract/invitation.ts'
import { placeOrder } from '../../src/adapters/http-contract/payment.ts'
import { must as ok } from '../../src/composition/testing/must.fixture.ts'
import { anInviteCode } from '../../src/composition/testing/orders-world.fixture.ts'
import { yuanToFen } from '../../src/domain/shared/money.ts'
import { type ApiHarness, startApi } from '../support/api-harness.ts'

// The pricing page's two calls through the browser's own client over the real routes: what the page
// relies on of the decoded answers (amounts in fen, where to send the browser). payment.api.test.ts and
// invitation.api.test.ts check the same calls on the wire.
let api: ApiHarness
let token: string
beforeAll(async () => {
  api = await startApi()
  await anInviteCode(api, 'PRICING50', 50)
  await anInviteCode(api, 'ALLFREE', 5000)
  token = await api.token('paula', { claims: { preferred_username: 'paula' } })
})
afterAll(() => api.close())

const CALLS = { placeOrder, validateInviteCode }
const as = (bearer: string, transport = injectTransport(api.app)) =>
  contractClient(CALLS, transport, async () => bearer)

describe('the pricing calls through the contract client', () => {
  it('places an order at the catalogue price in fen, pending, and sends the browser to its checkout', async () => {
    const order = ok(await as(token).placeOrder({ body: { plan: 'MONTHLY_PRO' } }))
    expect(order).toMatchObject({
      status: 'PENDING',
      originalAmount: yuanToFen(350),
      discountAmount: 0,
      finalAmount: yuanToFen(350),
    })
    expect(new URL(order.url).pathname).toBe(`/api/payment/sandbox/checkout/${order.orderId}`)
  })

  it('takes an invite code’s discount off', async () => {
    expect(
      ok(await as(token).placeOrder({ body: { plan: 'YEARLY_BASIC', inviteCode: 'PRICING50' } })),
    ).toMatchObject({
      originalAmount: yuanToFen(2600),
      discountAmount: yuanToFen(50),
      finalAmount: yuanToFen(2550),
    })
  })

  it('an order that costs nothing is paid at once, and sends the browser to the dashboard', async () => {
    const order = ok(
      await as(token).placeOrder({ body: { plan: 'PACKET_SEARCH_PRO', inviteCode: 'ALLFREE' } }),
    )
    expect(order).toMatchObject({ status: 'PAID', discountAmount: yuanToFen(200), finalAmount: 0 })
    const url = new URL(order.url)
    expect([url.pathname, url.searchParams.get('order')]).toEqual(['/admin/subscription', order.orderId])
  })

  it('refuses an unknown invite code with a 400 and the spec’s message', async () => {
    expect(await as(token).placeOrder({ body: { plan: 'MONTHLY_PRO', inviteCode: 'NOSUCHCODE' } })).toEqual({
      _tag: 'ApiCallFailed',
      status: 400,
      code: 'INVALID_INVITE_CODE',
      message: 'invalid invite code, please check and retry',
    })
  })

  it('says a live code is valid with its discount, and an unknown one invalid', async () => {
    expect(ok(await as(token).validateInviteCode({ query: { code: 'PRICING50' } }))).toEqual({
      valid: true,
      inviteCode: 'PRICING50',
      discountAmount: 50,
    })
    expect(ok(await as(token).validateInviteCode({ query: { code: 'NOSUCHCODE' } }))).toEqual({
      valid: false,
    })
  })

  it('reports a refused token as a 401, and an unreachable service as a network failure', async () => {
    const expired = as(await api.token('paula', { expiresIn: -60 }))
    expect(await expired.placeOrder({ body: { plan: 'MONTHLY_PRO' } })).toMatchObject({
      _tag: 'ApiCallFailed',
      status: 401,
      code: 'UNAUTHENTICATED',
    })
    expect(await expired.validateInviteCode({ query: { code: 'PRICING50' } })).toMatchObject({ status: 401 })
    const nowhere = as(token, axiosTransport('http://127.0.0.1:9'))
    expect(await nowhere.placeOrder({ body: { plan: 'MONTHLY_PRO' } })).toMatchObject({
      _tag: 'ApiCallFailed',
      status: 'network',
    })
    expect(await nowhere.validateInviteCode({ query: { code: 'PRICING50' } })).toMatchObject({
      _tag: 'ApiCallFailed',
      status: 'network',
    })
  })
})
