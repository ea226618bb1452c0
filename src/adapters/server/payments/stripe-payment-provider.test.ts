import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type StripeStandIn, startStripeStandIn } from '../../../../tests/support/stripe-stand-in.ts'
import { newOrder, type Order } from '../../../domain/orders/order.ts'
import { planOf } from '../../../domain/plans/plan-catalogue.ts'
import { instant } from '../../../domain/shared/instant.ts'
import { fen } from '../../../domain/shared/money.ts'
import { STRIPE_SIGNATURE_HEADER, StripePaymentProvider } from './stripe-payment-provider.ts'

let standIn: StripeStandIn
let provider: StripePaymentProvider
beforeAll(async () => {
  standIn = await startStripeStandIn()
  provider = new StripePaymentProvider({
    secretKey: standIn.secretKey,
    webhookSecret: standIn.webhookSecret,
    apiUrl: standIn.url,
    productName: (order) => `LeadLens ${order.planType}`,
  })
})
afterAll(() => standIn.close())

let n = 0
const anOrder = async (): Promise<Order> => {
  const order = newOrder({
    id: `4f9c2d1e-0000-4000-8000-${String(++n).padStart(12, '0')}`,
    userId: 'ada',
    plan: planOf('MONTHLY_PRO'),
    invitation: { id: 'inv', status: 'ACTIVE', discountAmount: fen(5_000) },
    now: instant(0),
    provider: 'stripe',
  }) as Order
  const checkout = await provider.createCheckout({
    order,
    plan: planOf('MONTHLY_PRO'),
    paidUrl: `https://leads.example/admin/subscription?order=${order.id}`,
    cancelledUrl: `https://leads.example/pricing?order=${order.id}&status=cancelled`,
  })
  return { ...order, providerSessionId: checkout.sessionId }
}
const raw = ({ payload, header }: { payload: string; header: string }) => ({
  headers: { [STRIPE_SIGNATURE_HEADER]: header },
  rawBody: Buffer.from(payload),
})

describe('the Stripe Checkout adapter', () => {
  it('asks for a Checkout Session in CNY with cards, Alipay and WeChat Pay, naming the order', async () => {
    const order = await anOrder()
    const call = standIn.calls.findLast((c) => c.path === '/v1/checkout/sessions')
    const form = Object.fromEntries(call?.form ?? [])
    expect(form).toMatchObject({
      mode: 'payment',
      currency: 'cny',
      'allowed_payment_method_types[0]': 'card',
      'allowed_payment_method_types[1]': 'alipay',
      'allowed_payment_method_types[2]': 'wechat_pay',
      'payment_method_options[wechat_pay][client]': 'web',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'cny',
      'line_items[0][price_data][unit_amount]': '30000',
      'line_items[0][price_data][product_data][name]': 'LeadLens MONTHLY_PRO',
      client_reference_id: order.id,
      'metadata[orderId]': order.id,
      'payment_intent_data[metadata][orderId]': order.id,
      success_url: `https://leads.example/admin/subscription?order=${order.id}`,
      cancel_url: `https://leads.example/pricing?order=${order.id}&status=cancelled`,
    })
    const session = standIn.sessions.get(order.providerSessionId ?? '')
    expect(session?.url).toBe(`${standIn.url}/pay/${order.providerSessionId}`)
  })

  it('reads the four Checkout events; a delayed payment is settled by its later event', async () => {
    const order = await anOrder()
    const session = order.providerSessionId ?? ''
    // Completed but unpaid (a delayed method): genuine, nothing to settle yet.
    expect(
      await provider.verify(raw(await standIn.event('checkout.session.completed', session))),
    ).toMatchObject({
      _tag: 'IgnoredNotification',
    })
    standIn.pay(session, 'alipay')
    const succeeded = await provider.verify(
      raw(await standIn.event('checkout.session.async_payment_succeeded', session)),
    )
    expect(succeeded).toMatchObject({
      _tag: 'PaymentEvent',
      orderId: order.id,
      outcome: 'PAID',
      amount: 30_000,
      currency: 'CNY',
      method: 'alipay',
      providerRef: expect.stringMatching(/^pi_/),
      eventId: expect.stringMatching(/^evt_/),
    })
    for (const type of ['checkout.session.async_payment_failed', 'checkout.session.expired'] as const)
      expect(await provider.verify(raw(await standIn.event(type, session)))).toMatchObject({
        outcome: 'CANCELLED',
      })
    expect(await provider.verify(raw(await standIn.event('payment_intent.created', session)))).toMatchObject({
      _tag: 'IgnoredNotification',
    })
  })

  it('checks the signature over the raw body, within the tolerance', async () => {
    const order = await anOrder()
    standIn.pay(order.providerSessionId ?? '')
    const signed = await standIn.event('checkout.session.completed', order.providerSessionId ?? '')
    expect(await provider.verify(raw(signed))).toMatchObject({ _tag: 'PaymentEvent' })
    // The same JSON written again differs in bytes: no longer what was signed.
    const rewritten = JSON.stringify(JSON.parse(signed.payload))
    for (const payload of [rewritten, `${signed.payload} `])
      expect(await provider.verify(raw({ payload, header: signed.header }))).toEqual({
        _tag: 'InvalidSignature',
      })
    expect(await provider.verify({ headers: {}, rawBody: Buffer.from(signed.payload) })).toEqual({
      _tag: 'InvalidSignature',
    })
    const old = await standIn.event('checkout.session.completed', order.providerSessionId ?? '', {
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    })
    expect(await provider.verify(raw(old))).toEqual({ _tag: 'InvalidSignature' })
  })

  it('refuses to refund an order it did not take, and reports a refund Stripe refuses', async () => {
    const order = await anOrder()
    expect(await provider.refund({ ...order, providerRef: 'sandbox:abc' })).toMatchObject({
      _tag: 'RefundFailed',
    })
    expect(await provider.refund({ ...order, providerRef: 'pi_test_unknown' })).toMatchObject({
      _tag: 'RefundFailed',
      reason: expect.stringContaining('No such payment_intent'),
    })
  })
})
