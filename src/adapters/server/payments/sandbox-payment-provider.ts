import { randomBytes } from 'node:crypto'
import type {
  Checkout,
  CheckoutRequest,
  InvalidSignature,
  MalformedNotification,
  PaymentEvent,
  PaymentProvider,
  RawNotification,
  Refund,
} from '../../../application/server/ports/payment-provider.port.ts'
import { ORDER_CURRENCY, type Order, type PaymentOutcome } from '../../../domain/orders/order.ts'
import { type Instant, toDate } from '../../../domain/shared/instant.ts'
import { amountText, parseAmountText } from './amount-text.ts'
import {
  hasValidSignature,
  NOTIFICATION_FIELDS,
  type NotificationFields,
  notificationFields,
  signNotification,
} from './notification-signature.ts'

/** A notification ready to send: its fields and their signature. */
export type SignedNotification = { readonly fields: NotificationFields; readonly signature: string }

const INVALID: InvalidSignature = { _tag: 'InvalidSignature' }
const MALFORMED: MalformedNotification = { _tag: 'MalformedNotification' }

/** Where a provider posting JSON puts the signature; a form carries it as the `signature` field. */
export const SANDBOX_SIGNATURE_HEADER = 'x-payment-signature'

// The body as JSON (a provider's server) or as a form (the checkout page's buttons): a flat object of
// strings, or undefined when it is neither.
const bodyFields = ({ headers, rawBody }: RawNotification): Record<string, string> | undefined => {
  const text = rawBody.toString('utf8')
  if ((headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(text))
  try {
    const parsed: unknown = JSON.parse(text)
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined
    const entries = Object.entries(parsed)
    return entries.every(([, value]) => typeof value === 'string')
      ? (Object.fromEntries(entries) as Record<string, string>)
      : undefined
  } catch {
    return undefined
  }
}

/**
 * The embedded payment provider: the service's own checkout page (no real money moves) that settles
 * orders through the very notification a real provider sends, signed with HMAC-SHA256 under the
 * payment secret. The page hands the browser a signed notification per button, so the browser
 * delivers exactly what a provider would; nothing else can produce a valid one.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox'

  constructor(
    private readonly secret: string,
    private readonly publicUrl: string,
    private readonly nonce: () => string = () => randomBytes(12).toString('base64url'),
  ) {}

  checkoutUrl(order: Order): string {
    return `${this.publicUrl}/api/payment/sandbox/checkout/${encodeURIComponent(order.id)}`
  }

  async createCheckout({ order }: CheckoutRequest): Promise<Checkout> {
    return { url: this.checkoutUrl(order), sessionId: null }
  }

  /** The sandbox moved no money, so it has none to give back: the refund is only recorded. */
  async refund(order: Order): Promise<Refund> {
    return { _tag: 'Refunded', refundRef: `sandbox-refund:${order.id}` }
  }

  /** What the provider would send when the order is paid or given up at `at`. */
  notificationFor(
    order: Order,
    outcome: PaymentOutcome,
    at: Instant,
    paid: { readonly amount?: Order['final']; readonly currency?: string } = {},
  ): SignedNotification {
    const fields: NotificationFields = {
      orderId: order.id,
      status: outcome,
      amount: amountText(paid.amount ?? order.final),
      timestamp: toDate(at).toISOString(),
      nonce: this.nonce(),
      ...(paid.currency === undefined ? {} : { currency: paid.currency }),
    }
    return { fields, signature: signNotification(this.secret, fields) }
  }

  /** What the notification would be as a provider's server posts it: JSON, the signature in a header. */
  rawNotificationFor(notification: SignedNotification): RawNotification {
    return {
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: notification.signature },
      rawBody: Buffer.from(JSON.stringify(notification.fields)),
    }
  }

  async verify(
    notification: RawNotification,
  ): Promise<PaymentEvent | InvalidSignature | MalformedNotification> {
    const fields = bodyFields(notification)
    if (fields === undefined || NOTIFICATION_FIELDS.some((name) => fields[name] === undefined))
      return MALFORMED
    if (fields.status !== 'PAID' && fields.status !== 'CANCELLED') return MALFORMED
    const signature = fields.signature ?? notification.headers[SANDBOX_SIGNATURE_HEADER]
    const known = notificationFields(fields)
    if (known === undefined || signature === undefined || !hasValidSignature(this.secret, known, signature))
      return INVALID
    const amount = parseAmountText(known.amount)
    if (amount === undefined) return INVALID
    return {
      _tag: 'PaymentEvent',
      orderId: known.orderId,
      outcome: known.status === 'PAID' ? 'PAID' : 'CANCELLED',
      amount,
      currency: known.currency ?? ORDER_CURRENCY,
      eventId: `sandbox:${known.nonce}`,
      providerRef: `sandbox:${known.nonce}`,
      method: 'sandbox',
    }
  }
}
