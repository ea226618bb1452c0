import { describe, expect, it } from 'vitest'
import { newOrder, type Order } from '../../../domain/orders/order.ts'
import { planOf } from '../../../domain/plans/plan-catalogue.ts'
import { instant } from '../../../domain/shared/instant.ts'
import { fen } from '../../../domain/shared/money.ts'
import { signNotification } from './notification-signature.ts'
import { SANDBOX_SIGNATURE_HEADER, SandboxPaymentProvider } from './sandbox-payment-provider.ts'

const SECRET = 'a-test-secret-of-enough-length'
const provider = new SandboxPaymentProvider(SECRET, 'https://leads.example', () => 'nonce-0001')
const order = newOrder({
  id: '4f9c2d1e-0000-4000-8000-000000000001',
  userId: 'ada',
  plan: planOf('MONTHLY_PRO'),
  invitation: { id: 'inv', status: 'ACTIVE', discountAmount: fen(5_050) },
  now: instant(0),
}) as Order
const at = instant(Date.UTC(2025, 4, 1, 12))

/** As a provider's server posts it: JSON, the signature in a header. */
const json = ({ fields, signature }: { fields: Record<string, string>; signature: string | undefined }) => ({
  headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
  rawBody: Buffer.from(JSON.stringify(fields)),
})
/** As the checkout page's buttons post it: a form with a signature field. */
const form = (fields: Record<string, string>, signature: string) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  rawBody: Buffer.from(new URLSearchParams({ ...fields, signature }).toString()),
})

describe('the sandbox payment provider', () => {
  it('sends the buyer to its own checkout page', async () => {
    expect(
      await provider.createCheckout({ order, plan: planOf('MONTHLY_PRO'), paidUrl: '', cancelledUrl: '' }),
    ).toEqual({ url: `https://leads.example/api/payment/sandbox/checkout/${order.id}`, sessionId: null })
  })

  it('signs a notification it then verifies: order, outcome, amount in yuan text, a reference', async () => {
    const { fields, signature } = provider.notificationFor(order, 'PAID', at)
    expect(fields).toEqual({
      orderId: order.id,
      status: 'PAID',
      amount: '299.50',
      timestamp: '2025-05-01T12:00:00.000Z',
      nonce: 'nonce-0001',
    })
    expect(signature).toBe(signNotification(SECRET, fields))
    const event = {
      _tag: 'PaymentEvent',
      orderId: order.id,
      outcome: 'PAID',
      amount: 29_950,
      currency: 'CNY',
      eventId: 'sandbox:nonce-0001',
      providerRef: 'sandbox:nonce-0001',
      method: 'sandbox',
    }
    expect(await provider.verify(json({ fields, signature }))).toEqual(event)
    expect(await provider.verify(form(fields, signature))).toEqual(event)
    expect(await provider.verify(json({ fields, signature: signature.toUpperCase() }))).toMatchObject({
      outcome: 'PAID',
    })
  })

  it.each([
    ['the order', { orderId: '4f9c2d1e-0000-4000-8000-000000000002' }],
    ['the outcome', { status: 'CANCELLED' }],
    ['the amount', { amount: '0.01' }],
    ['the time', { timestamp: '2025-05-01T12:00:01.000Z' }],
    ['the nonce', { nonce: 'nonce-0002' }],
    ['the currency', { currency: 'USD' }],
  ])('refuses a notification whose %s was changed after signing', async (_, change) => {
    const { fields, signature } = provider.notificationFor(order, 'PAID', at)
    expect(await provider.verify(json({ fields: { ...fields, ...change }, signature }))).toEqual({
      _tag: 'InvalidSignature',
    })
  })

  it('refuses a missing, malformed or foreign signature; a body that is no notification is malformed', async () => {
    const { fields, signature } = provider.notificationFor(order, 'PAID', at)
    const other = new SandboxPaymentProvider('another-secret-of-enough-length', 'https://x.example')
    expect(await other.verify(json({ fields, signature }))).toEqual({ _tag: 'InvalidSignature' })
    for (const bad of [undefined, '', 'zz', `${signature}00`])
      expect(await provider.verify(json({ fields, signature: bad }))).toEqual({ _tag: 'InvalidSignature' })
    const { amount: _, ...withoutAmount } = fields
    expect(await provider.verify(json({ fields: withoutAmount, signature }))).toEqual({
      _tag: 'MalformedNotification',
    })
    for (const body of ['{"broken', '[]', '{"orderId":1}'])
      expect(
        await provider.verify({
          headers: { 'content-type': 'application/json' },
          rawBody: Buffer.from(body),
        }),
      ).toEqual({ _tag: 'MalformedNotification' })
    const smuggled = { ...fields, orderId: `${order.id}&status=PAID` }
    expect(
      await provider.verify(json({ fields: smuggled, signature: signNotification(SECRET, smuggled) })),
    ).toEqual({
      _tag: 'InvalidSignature',
    })
  })

  it('records a refund without moving money', async () => {
    expect(await provider.refund(order)).toEqual({
      _tag: 'Refunded',
      refundRef: `sandbox-refund:${order.id}`,
    })
  })
})
