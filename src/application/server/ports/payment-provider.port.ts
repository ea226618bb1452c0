import type { Order, PaymentOutcome } from '../../../domain/orders/order.ts'
import type { CheckoutProviderName } from '../../../domain/orders/payment-providers.ts'
import type { Plan } from '../../../domain/plans/plan.ts'
import type { Fen } from '../../../domain/shared/money.ts'

/** What a checkout is made for: the order, its plan, and where the buyer comes back to. */
export type CheckoutRequest = {
  readonly order: Order
  readonly plan: Plan
  readonly paidUrl: string
  readonly cancelledUrl: string
}

/** Where to send the buyer, and the provider's id of the checkout (kept on the order). */
export type Checkout = {
  readonly url: string
  /** null when the provider has no session of its own (the sandbox: the order id is the key). */
  readonly sessionId: string | null
}

/** A notification exactly as it arrived: its headers (lower-case names) and its body, byte for byte. */
export type RawNotification = {
  readonly headers: Readonly<Record<string, string | undefined>>
  readonly rawBody: Buffer
}

/** What a genuine notification says happened to an order. */
export type PaymentEvent = {
  readonly _tag: 'PaymentEvent'
  readonly orderId: string
  readonly outcome: PaymentOutcome
  /** What the provider says was paid (or would have been), in the currency's minor unit (fen). */
  readonly amount: Fen
  /** ISO 4217, upper case. */
  readonly currency: string
  /** The provider's id of this notification: a replay carries the same one. */
  readonly eventId: string
  /** The provider's reference for the payment (what a refund names), kept on the order. */
  readonly providerRef: string
  /** How the buyer paid, as the provider names it; null when it does not say. */
  readonly method: string | null
}

/** Genuine, but nothing to settle (a payment still under way, an event type the service does not use). */
export type IgnoredNotification = {
  readonly _tag: 'IgnoredNotification'
  readonly eventId: string
  readonly reason: string
}

/** Not from the provider, or changed on the way: nothing may come of it. */
export type InvalidSignature = { readonly _tag: 'InvalidSignature' }

/** Signed or not, not shaped like a notification at all (a field missing). */
export type MalformedNotification = { readonly _tag: 'MalformedNotification' }

export type Refund = { readonly _tag: 'Refunded'; readonly refundRef: string }
export type RefundFailed = { readonly _tag: 'RefundFailed'; readonly reason: string }

/**
 * Where a buyer pays, how the service learns the result, and how money goes back. Providers differ in
 * all three (a hosted page, a signed server-to-server call, a refund call: Stripe Checkout, Alipay and
 * WeChat Pay alike); the service trusts only a notification this port verified, never the buyer's
 * return to the site. Every adapter passes tests/contract/payment-provider.contract.ts.
 */
export interface PaymentProvider {
  /** Kept on each order it takes, so a refund goes to the provider that took the money. */
  readonly name: CheckoutProviderName
  /** Asks the provider for a checkout of the order's final amount in CNY. */
  createCheckout(request: CheckoutRequest): Promise<Checkout>
  /** Checks the notification's signature over its raw body, then reads it. */
  verify(
    notification: RawNotification,
  ): Promise<PaymentEvent | IgnoredNotification | InvalidSignature | MalformedNotification>
  /** Gives the whole final amount of a paid order back; asking twice refunds once. */
  refund(order: Order): Promise<Refund | RefundFailed>
}

/** Where the buyer lands after paying or giving up, on the web app. */
export interface ReturnLinks {
  paid(orderId: string): string
  cancelled(orderId: string): string
}
