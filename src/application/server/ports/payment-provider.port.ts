import type { Order, PaymentOutcome } from '../../../domain/orders/order.ts'
import type { Fen } from '../../../domain/shared/money.ts'

/** A notification as it arrived: its fields as sent, and the signature that came with them. */
export type IncomingNotification = {
  readonly fields: Readonly<Record<string, string>>
  readonly signature: string | undefined
}

/** What a genuine notification says happened to an order. */
export type VerifiedNotification = {
  readonly orderId: string
  readonly outcome: PaymentOutcome
  /** What the provider says was paid (or would have been); must equal the order's final amount. */
  readonly amount: Fen
  /** The provider's reference for this payment, kept on the order. */
  readonly providerRef: string
}

export type InvalidSignature = { readonly _tag: 'InvalidSignature' }

/**
 * Where a buyer pays, and how the service learns the result. Providers differ in both (a hosted page
 * and a signed server-to-server call, for Stripe Checkout, Alipay and WeChat Pay alike); the service
 * trusts only a notification this port verified, never the buyer's return to the site.
 */
export interface PaymentProvider {
  /** The page a buyer is sent to, to pay the order's final amount. */
  checkoutUrl(order: Order): string
  verify(notification: IncomingNotification): VerifiedNotification | InvalidSignature
}

/** Where the buyer lands after paying or giving up, on the web app. */
export interface ReturnLinks {
  paid(orderId: string): string
  cancelled(orderId: string): string
}
