import { paymentProviderContract } from '../../../../tests/contract/payment-provider.contract.ts'
import { startStripeStandIn } from '../../../../tests/support/stripe-stand-in.ts'
import type { Order } from '../../../domain/orders/order.ts'
import { STRIPE_SIGNATURE_HEADER, StripePaymentProvider } from './stripe-payment-provider.ts'

const sessionOf = (order: Order) => order.providerSessionId ?? ''

// The real SDK, pointed at a local stand-in of Stripe's API: nothing leaves the machine.
paymentProviderContract('Stripe Checkout (the SDK against a local stand-in)', async () => {
  const standIn = await startStripeStandIn()
  const provider = new StripePaymentProvider({
    secretKey: standIn.secretKey,
    webhookSecret: standIn.webhookSecret,
    apiUrl: standIn.url,
    productName: (order) => `LeadLens ${order.planType}`,
  })
  const raw = ({ payload, header }: { payload: string; header: string }) => ({
    headers: { 'content-type': 'application/json; charset=utf-8', [STRIPE_SIGNATURE_HEADER]: header },
    rawBody: Buffer.from(payload),
  })
  return {
    provider,
    notification: async (order, outcome, claim = {}) => {
      if (outcome === 'PAID') standIn.pay(sessionOf(order))
      const session = {
        ...(claim.amount === undefined ? {} : { amount_total: claim.amount }),
        ...(claim.currency === undefined ? {} : { currency: claim.currency.toLowerCase() }),
        ...(claim.orderId === undefined
          ? {}
          : { client_reference_id: claim.orderId, metadata: { orderId: claim.orderId } }),
      }
      const type = outcome === 'PAID' ? 'checkout.session.completed' : 'checkout.session.expired'
      return raw(await standIn.event(type, sessionOf(order), { session }))
    },
    forged: async (order) =>
      raw(
        await standIn.event('checkout.session.completed', sessionOf(order), {
          secret: 'whsec_notthesecret0000000000',
        }),
      ),
    close: () => standIn.close(),
  }
})
