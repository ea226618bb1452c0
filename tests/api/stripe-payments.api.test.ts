import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadServerConfig } from '../../src/adapters/server/config/server-config.ts'
import { type ApiHarness, startApi } from '../support/api-harness.ts'
import { type EventType, type StripeStandIn, startStripeStandIn } from '../support/stripe-stand-in.ts'
import { ADMIN, anInvitation } from './payment-flow.support.ts'

// Issue 22 through the service: PAYMENT_PROVIDER=stripe with the SDK pointed at a local stand-in of
// Stripe's API. An order makes a Checkout Session; the signed webhook, however often it comes, opens
// the plan once; the buyer's receipt; an admin lists and refunds it, and the credits go.

const PUBLIC_URL = 'https://leads.example'
let api: ApiHarness
let standIn: StripeStandIn
beforeAll(async () => {
  standIn = await startStripeStandIn()
  api = await startApi({
    PUBLIC_URL,
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: standIn.secretKey,
    STRIPE_WEBHOOK_SECRET: standIn.webhookSecret,
    STRIPE_API_URL: standIn.url,
    SELLER_NAME: 'LeadLens Ltd.',
    SELLER_ADDRESS: '1 Example Road, Shanghai',
  })
})
afterAll(async () => {
  await api?.close()
  await standIn?.close()
})

const webhook = async (type: EventType, sessionId: string, options = {}) => {
  const { payload, header } = await standIn.event(type, sessionId, options)
  return api.call('POST', '/api/payment/notify', {
    body: payload,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
  })
}
const credits = async (user: string) =>
  (await api.call('GET', '/api/payment/subscription', { as: { user } })).json().creditDetails.lead.left

const buy = async (user: string, inviteCode?: string) => {
  const response = await api.call('POST', '/api/payment/order', {
    as: { user },
    body: { plan: 'MONTHLY_PRO', ...(inviteCode === undefined ? {} : { inviteCode }) },
  })
  expect(response.statusCode).toBe(200)
  const body = response.json()
  const sessionId = new URL(body.url).pathname.split('/').at(-1) ?? ''
  return { ...body, sessionId }
}

describe('Stripe Checkout as the payment provider', () => {
  it('an order sends the buyer to a Checkout Session; the webhook opens the plan once, however often it comes', async () => {
    await anInvitation(api, 'STRIPE-50', 50)
    const before = await credits('sam')
    const order = await buy('sam', 'STRIPE-50')
    expect(order).toMatchObject({ status: 'PENDING', finalAmount: 300 })
    expect(order.url).toBe(`${standIn.url}/pay/${order.sessionId}`)
    expect(standIn.sessions.get(order.sessionId)).toMatchObject({
      amount_total: 30_000,
      currency: 'cny',
      client_reference_id: order.orderId,
      success_url: `${PUBLIC_URL}/admin/subscription?order=${order.orderId}`,
    })
    // The sandbox's page is not served beside Stripe.
    expect((await api.call('GET', `/api/payment/sandbox/checkout/${order.orderId}`)).statusCode).toBe(404)

    standIn.pay(order.sessionId, 'wechat_pay')
    const eventId = 'evt_test_replayed'
    const answers = [await webhook('checkout.session.completed', order.sessionId, { eventId })]
    answers.push(
      ...(await Promise.all(
        Array.from({ length: 4 }, () => webhook('checkout.session.completed', order.sessionId, { eventId })),
      )),
    )
    answers.push(await webhook('checkout.session.expired', order.sessionId))
    expect(answers.map((r) => [r.statusCode, r.json()])).toEqual(
      answers.map(() => [200, { ok: true, status: 'PAID' }]),
    )
    expect((await credits('sam')) - before).toBe(100)
  })

  it('refuses a forged webhook, a wrong amount and an unknown order, changing nothing', async () => {
    const order = await buy('tia')
    standIn.pay(order.sessionId)
    const forged = await webhook('checkout.session.completed', order.sessionId, { secret: 'whsec_wrong0000' })
    expect([forged.statusCode, forged.json().code]).toEqual([400, 'INVALID_SIGNATURE'])
    const cheap = await webhook('checkout.session.completed', order.sessionId, {
      session: { amount_total: 1 },
    })
    expect([cheap.statusCode, cheap.json().code]).toEqual([400, 'AMOUNT_MISMATCH'])
    const dollars = await webhook('checkout.session.completed', order.sessionId, {
      session: { currency: 'usd' },
    })
    expect([dollars.statusCode, dollars.json().code]).toEqual([400, 'AMOUNT_MISMATCH'])
    const nobody = await webhook('checkout.session.completed', order.sessionId, {
      session: { client_reference_id: 'no-such-order', metadata: {} },
    })
    expect([nobody.statusCode, nobody.json().code]).toEqual([404, 'ORDER_NOT_FOUND'])
    expect(await credits('tia')).toBe(0)
    const unrelated = await webhook('payment_intent.created', order.sessionId)
    expect([unrelated.statusCode, unrelated.json()]).toEqual([200, { ok: true, status: null }])
  })

  it('the buyer sees their payment and its receipt; an admin lists it, refunds it, and the credits go', async () => {
    const order = await buy('uma')
    standIn.pay(order.sessionId, 'alipay')
    await webhook('checkout.session.completed', order.sessionId)
    expect(await credits('uma')).toBe(100)
    const receipt = await api.call('GET', `/api/payment/orders/${order.orderId}/receipt`, {
      as: { user: 'uma' },
    })
    expect(receipt.json()).toMatchObject({
      order: {
        orderId: order.orderId,
        status: 'PAID',
        planType: 'MONTHLY_PRO',
        originalAmount: 350,
        finalAmount: 350,
        currency: 'CNY',
        provider: 'stripe',
        paymentMethod: 'alipay',
      },
      seller: { name: 'LeadLens Ltd.', address: '1 Example Road, Shanghai' },
    })
    expect(
      (await api.call('GET', `/api/payment/orders/${order.orderId}/receipt`, { as: { user: 'tia' } }))
        .statusCode,
    ).toBe(404)
    const listed = await api.call('GET', '/api/admin/orders', { as: ADMIN, query: { status: 'PAID' } })
    expect(listed.json().data.map((o: { orderId: string }) => o.orderId)).toContain(order.orderId)

    // Nothing was used, so everything granted is withdrawn (the property test covers used credits).
    const refund = await api.call('POST', `/api/admin/orders/${order.orderId}/refund`, { as: ADMIN })
    expect(refund.statusCode).toBe(200)
    expect(refund.json()).toMatchObject({
      order: { orderId: order.orderId, status: 'REFUNDED', refundedAt: expect.any(String) },
      withdrawals: expect.arrayContaining([{ kind: 'lead', granted: 100, used: 0, withdrawn: 100 }]),
    })
    expect(standIn.calls.filter((c) => c.path === '/v1/refunds')).toHaveLength(1)
    expect(await credits('uma')).toBe(0)
    const again = await api.call('POST', `/api/admin/orders/${order.orderId}/refund`, { as: ADMIN })
    expect([again.statusCode, again.json().code]).toEqual([409, 'NOT_REFUNDABLE'])
    // A late webhook after the refund changes nothing.
    await webhook('checkout.session.completed', order.sessionId)
    expect(await credits('uma')).toBe(0)
    const mine = (await api.call('GET', '/api/payment/orders', { as: { user: 'uma' } })).json().data
    expect(mine).toMatchObject([{ orderId: order.orderId, status: 'REFUNDED' }])
    const audit = (await api.call('GET', '/api/admin/audit', { as: ADMIN })).json()
    expect(JSON.stringify(audit)).toContain('order.refund')
  })
})

describe('the Stripe settings', () => {
  it('say, one line each, what is missing when PAYMENT_PROVIDER=stripe, never echoing a secret', () => {
    expect(() => loadServerConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(
      'STRIPE_SECRET_KEY=(unset): expected a Stripe secret key, sk_live_… or sk_test_… (or a restricted rk_… key), required when PAYMENT_PROVIDER=stripe\n' +
        "STRIPE_WEBHOOK_SECRET=(unset): expected a Stripe webhook endpoint's signing secret, whsec_…, required when PAYMENT_PROVIDER=stripe",
    )
    expect(() => loadServerConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(
      /PAYMENT_PROVIDER="paypal": expected sandbox or stripe/,
    )
    const bad = () =>
      loadServerConfig({
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'pk_live_abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      })
    expect(bad).toThrow(/STRIPE_SECRET_KEY/)
    expect(bad).not.toThrow(/pk_live_abc/)
    expect(loadServerConfig({}).payments).toMatchObject({ provider: 'sandbox', stripe: null })
  })
})
