import Stripe from 'stripe'
import type {
  Checkout,
  CheckoutRequest,
  IgnoredNotification,
  InvalidSignature,
  MalformedNotification,
  PaymentEvent,
  PaymentProvider,
  RawNotification,
  Refund,
  RefundFailed,
} from '../../../application/server/ports/payment-provider.port.ts'
import { ORDER_CURRENCY, type Order, type PaymentOutcome } from '../../../domain/orders/order.ts'
import { fen } from '../../../domain/shared/money.ts'

export type StripeSettings = {
  readonly secretKey: string
  readonly webhookSecret: string
  /** Another API address (a local stand-in in tests, stripe-mock); absent: api.stripe.com. */
  readonly apiUrl?: string | undefined
  /** How old a signed webhook may be, in seconds (the SDK's default, 300, when absent). */
  readonly toleranceSeconds?: number | undefined
  /** The product's name on Stripe's page. */
  readonly productName: (order: Order) => string
}

/** The header Stripe signs its webhooks in. */
export const STRIPE_SIGNATURE_HEADER = 'stripe-signature'

/** The payment methods offered on the Checkout page: all of them settle in CNY. */
export const STRIPE_PAYMENT_METHODS = ['card', 'alipay', 'wechat_pay'] as const

const INVALID: InvalidSignature = { _tag: 'InvalidSignature' }
const MALFORMED: MalformedNotification = { _tag: 'MalformedNotification' }

/** The events the service listens to, and what each says of the order. */
const OUTCOMES: Readonly<Record<string, (session: Stripe.Checkout.Session) => PaymentOutcome | undefined>> = {
  // Cards settle at once; a delayed method completes 'unpaid' and reports later.
  'checkout.session.completed': (s) => (s.payment_status === 'unpaid' ? undefined : 'PAID'),
  'checkout.session.async_payment_succeeded': () => 'PAID',
  'checkout.session.async_payment_failed': () => 'CANCELLED',
  'checkout.session.expired': () => 'CANCELLED',
}

const clientOptions = (apiUrl: string | undefined): Stripe.StripeConfig => {
  const base: Stripe.StripeConfig = { maxNetworkRetries: 2, telemetry: false, timeout: 30_000 }
  if (apiUrl === undefined) return base
  const url = new URL(apiUrl)
  const protocol = url.protocol === 'http:' ? 'http' : 'https'
  return { ...base, host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol }
}

const idOf = (value: string | { readonly id: string } | null): string | null =>
  value === null ? null : typeof value === 'string' ? value : value.id

/**
 * Stripe Checkout through the official SDK: a hosted page in CNY offering cards, Alipay and WeChat
 * Pay; webhooks verified with the SDK over the raw body (the route keeps it) within its tolerance; a
 * refund of the payment intent, with an idempotency key so two refunds of one order are one.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe'
  private readonly stripe: Stripe

  constructor(private readonly settings: StripeSettings) {
    this.stripe = new Stripe(settings.secretKey, clientOptions(settings.apiUrl))
  }

  async createCheckout({ order, paidUrl, cancelledUrl }: CheckoutRequest): Promise<Checkout> {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        currency: ORDER_CURRENCY.toLowerCase(),
        allowed_payment_method_types: [...STRIPE_PAYMENT_METHODS],
        payment_method_options: { wechat_pay: { client: 'web' } },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: ORDER_CURRENCY.toLowerCase(),
              unit_amount: order.final,
              product_data: { name: this.settings.productName(order) },
            },
          },
        ],
        client_reference_id: order.id,
        metadata: { orderId: order.id, planType: order.planType },
        payment_intent_data: { metadata: { orderId: order.id } },
        success_url: paidUrl,
        cancel_url: cancelledUrl,
      },
      // A retried create (the SDK retries on a network failure) makes one session, not two.
      { idempotencyKey: `checkout-${order.id}` },
    )
    if (session.url === null) throw new Error(`Stripe gave checkout session ${session.id} no address`)
    return { url: session.url, sessionId: session.id }
  }

  async verify(
    notification: RawNotification,
  ): Promise<PaymentEvent | IgnoredNotification | InvalidSignature | MalformedNotification> {
    const signature = notification.headers[STRIPE_SIGNATURE_HEADER]
    if (signature === undefined) return INVALID
    let event: Stripe.Event
    try {
      event = await this.stripe.webhooks.constructEventAsync(
        notification.rawBody,
        signature,
        this.settings.webhookSecret,
        this.settings.toleranceSeconds,
      )
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) return INVALID
      // Validly signed but not JSON would be Stripe's bug; refuse it the same way.
      return error instanceof SyntaxError ? MALFORMED : INVALID
    }
    const outcomeOf = OUTCOMES[event.type]
    if (outcomeOf === undefined) return ignored(event.id, `event type ${event.type} is not used`)
    const session = event.data.object as Stripe.Checkout.Session
    if (session.object !== 'checkout.session') return MALFORMED
    const outcome = outcomeOf(session)
    if (outcome === undefined) return ignored(event.id, 'the payment is still under way')
    const orderId = session.client_reference_id ?? session.metadata?.orderId ?? ''
    const paymentIntent = idOf(session.payment_intent)
    return {
      _tag: 'PaymentEvent',
      orderId,
      outcome,
      amount: fen(session.amount_total ?? 0),
      currency: (session.currency ?? '').toUpperCase(),
      eventId: event.id,
      providerRef: paymentIntent ?? session.id,
      method: outcome === 'PAID' && paymentIntent !== null ? await this.methodOf(paymentIntent) : null,
    }
  }

  async refund(order: Order): Promise<Refund | RefundFailed> {
    if (order.providerRef === null || !order.providerRef.startsWith('pi_'))
      return { _tag: 'RefundFailed', reason: `order ${order.id} names no Stripe payment` }
    try {
      const refund = await this.stripe.refunds.create(
        { payment_intent: order.providerRef, metadata: { orderId: order.id } },
        { idempotencyKey: `refund-${order.id}` },
      )
      if (refund.status === 'failed' || refund.status === 'canceled')
        return { _tag: 'RefundFailed', reason: `Stripe refund ${refund.id} is ${refund.status}` }
      return { _tag: 'Refunded', refundRef: refund.id }
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError) return { _tag: 'RefundFailed', reason: error.message }
      throw error
    }
  }

  // The receipt names how the buyer paid; the session only lists what was offered. Best effort: the
  // payment is settled whether or not this answers.
  private async methodOf(paymentIntentId: string): Promise<string | null> {
    try {
      const intent = await this.stripe.paymentIntents.retrieve(paymentIntentId, {
        expand: ['payment_method'],
      })
      const method = intent.payment_method
      return method !== null && typeof method === 'object' ? method.type : null
    } catch {
      return null
    }
  }
}

const ignored = (eventId: string, reason: string): IgnoredNotification => ({
  _tag: 'IgnoredNotification',
  eventId,
  reason,
})
