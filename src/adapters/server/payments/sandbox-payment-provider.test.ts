import { describe, expect, it } from 'vitest'
import { newOrder, type Order } from '../../../domain/orders/order.ts'
import { planOf } from '../../../domain/plans/plan-catalogue.ts'
import { instant } from '../../../domain/shared/instant.ts'
import { fen } from '../../../domain/shared/money.ts'
import { signNotification } from './notification-signature.ts'
import { SandboxPaymentProvider } from './sandbox-payment-provider.ts'

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

describe('the sandbox payment provider', () => {
  it('sends the buyer to its own checkout page', () => {
    expect(provider.checkoutUrl(order)).toBe(`https://leads.example/api/payment/sandbox/checkout/${order.id}`)
  })

  it('signs a notification it then verifies: order, outcome, amount in yuan text, a reference', () => {
    const { fields, signature } = provider.notificationFor(order, 'PAID', at)
    expect(fields).toEqual({
      orderId: order.id,
      status: 'PAID',
      amount: '299.50',
      timestamp: '2025-05-01T12:00:00.000Z',
      nonce: 'nonce-0001',
    })
    expect(signature).toBe(signNotification(SECRET, fields))
    expect(provider.verify({ fields, signature })).toEqual({
      orderId: order.id,
      outcome: 'PAID',
      amount: 29_950,
      providerRef: 'sandbox:nonce-0001',
    })
    expect(provider.verify({ fields, signature: signature.toUpperCase() })).toMatchObject({ outcome: 'PAID' })
  })

  it.each([
    ['the order', { orderId: '4f9c2d1e-0000-4000-8000-000000000002' }],
    ['the outcome', { status: 'CANCELLED' }],
    ['the amount', { amount: '0.01' }],
    ['the time', { timestamp: '2025-05-01T12:00:01.000Z' }],
    ['the nonce', { nonce: 'nonce-0002' }],
  ])('refuses a notification whose %s was changed after signing', (_, change) => {
    const { fields, signature } = provider.notificationFor(order, 'PAID', at)
    expect(provider.verify({ fields: { ...fields, ...change }, signature })).toEqual({
      _tag: 'InvalidSignature',
    })
  })

  it('refuses a missing, malformed or foreign signature, and malformed fields', () => {
    const { fields, signature } = provider.notificationFor(order, 'PAID', at)
    const other = new SandboxPaymentProvider('another-secret-of-enough-length', 'https://x.example')
    expect(other.verify({ fields, signature })).toEqual({ _tag: 'InvalidSignature' })
    for (const bad of [undefined, '', 'zz', `${signature}00`])
      expect(provider.verify({ fields, signature: bad })).toEqual({ _tag: 'InvalidSignature' })
    const { amount: _, ...withoutAmount } = fields
    expect(provider.verify({ fields: withoutAmount, signature })).toEqual({ _tag: 'InvalidSignature' })
    const smuggled = { ...fields, orderId: `${order.id}&status=PAID` }
    expect(provider.verify({ fields: smuggled, signature: signNotification(SECRET, smuggled) })).toEqual({
      _tag: 'InvalidSignature',
    })
  })
})
