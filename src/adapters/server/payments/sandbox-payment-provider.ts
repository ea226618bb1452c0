import { randomBytes } from 'node:crypto'
import type {
  IncomingNotification,
  InvalidSignature,
  PaymentProvider,
  VerifiedNotification,
} from '../../../application/server/ports/payment-provider.port.ts'
import type { Order, PaymentOutcome } from '../../../domain/orders/order.ts'
import { type Instant, toDate } from '../../../domain/shared/instant.ts'
import { amountText, parseAmountText } from './amount-text.ts'
import {
  hasValidSignature,
  type NotificationFields,
  notificationFields,
  signNotification,
} from './notification-signature.ts'

/** A notification ready to send: its fields and their signature. */
export type SignedNotification = { readonly fields: NotificationFields; readonly signature: string }

const INVALID: InvalidSignature = { _tag: 'InvalidSignature' }

/**
 * The embedded payment provider: the service's own checkout page (no real money moves) that settles
 * orders through the very notification a real provider sends, signed with HMAC-SHA256 under the
 * payment secret. The page hands the browser a signed notification per button, so the browser
 * delivers exactly what a provider would; nothing else can produce a valid one.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  constructor(
    private readonly secret: string,
    private readonly publicUrl: string,
    private readonly nonce: () => string = () => randomBytes(12).toString('base64url'),
  ) {}

  checkoutUrl(order: Order): string {
    return `${this.publicUrl}/api/payment/sandbox/checkout/${encodeURIComponent(order.id)}`
  }

  /** What the provider would send when the order is paid or given up at `at`. */
  notificationFor(order: Order, outcome: PaymentOutcome, at: Instant): SignedNotification {
    const fields: NotificationFields = {
      orderId: order.id,
      status: outcome,
      amount: amountText(order.final),
      timestamp: toDate(at).toISOString(),
      nonce: this.nonce(),
    }
    return { fields, signature: signNotification(this.secret, fields) }
  }

  verify({ fields, signature }: IncomingNotification): VerifiedNotification | InvalidSignature {
    const known = notificationFields(fields)
    if (known === undefined || signature === undefined || !hasValidSignature(this.secret, known, signature))
      return INVALID
    const amount = parseAmountText(known.amount)
    if (amount === undefined) return INVALID
    return {
      orderId: known.orderId,
      outcome: known.status === 'PAID' ? 'PAID' : 'CANCELLED',
      amount,
      providerRef: `sandbox:${known.nonce}`,
    }
  }
}
