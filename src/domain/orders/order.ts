import type { Invitation } from '../invitations/invitation.ts'
import { priceWithInvitation } from '../invitations/invitation.ts'
import type { Plan } from '../plans/plan.ts'
import type { PlanType } from '../plans/plan-type.ts'
import type { Instant } from '../shared/instant.ts'
import type { Fen } from '../shared/money.ts'
import type { PaymentProviderName } from './payment-providers.ts'

export const ORDER_STATUSES = ['PENDING', 'PAID', 'CANCELLED', 'REFUNDED'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** What a payment provider reports for an order. */
export type PaymentOutcome = 'PAID' | 'CANCELLED'

/** Every order is priced and paid in yuan (ISO 4217), whatever the provider. */
export const ORDER_CURRENCY = 'CNY'

export type { PaymentProviderName } from './payment-providers.ts'

/** One purchase of a catalogue plan, priced when placed: a later change of a code never re-prices it. */
export type Order = {
  readonly id: string
  readonly userId: string
  readonly planType: PlanType
  readonly status: OrderStatus
  /** original = discount + final, always (applyDiscount caps the discount at the price). */
  readonly original: Fen
  readonly discount: Fen
  readonly final: Fen
  /** The invitation whose discount was applied; null when none was. */
  readonly invitationId: string | null
  readonly createdAt: Instant
  /** When it was paid or cancelled. */
  readonly closedAt: Instant | null
  /** The provider's reference for the payment (or cancellation), for reconciling with its records. */
  readonly providerRef: string | null
  /** The subscription the payment opened; set exactly when PAID (and kept when REFUNDED). */
  readonly subscriptionId: string | null
  /** The provider the buyer was sent to, and its checkout session (null for the sandbox and free orders). */
  readonly provider: PaymentProviderName
  readonly providerSessionId: string | null
  /** The provider's id of the notification that settled the order. */
  readonly providerEventId: string | null
  /** How the buyer paid, as the provider names it (card, alipay, wechat_pay, sandbox); null when unknown. */
  readonly paymentMethod: string | null
  /** When an administrator refunded it, and the provider's reference for the refund. */
  readonly refundedAt: Instant | null
  readonly refundRef: string | null
}

export type PlanNotPurchasable = { readonly _tag: 'PlanNotPurchasable'; readonly planType: PlanType }

type NewOrderInput = {
  readonly id: string
  readonly userId: string
  readonly plan: Plan
  /** The invitation the buyer's code names, already found; an inactive one takes nothing off. */
  readonly invitation: Pick<Invitation, 'id' | 'status' | 'discountAmount'> | undefined
  readonly now: Instant
  /** Where the buyer pays; defaults to the sandbox. */
  readonly provider?: PaymentProviderName
}

/** A PENDING order for a purchasable plan, at the catalogue price less the invitation's discount. */
export const newOrder = ({
  id,
  userId,
  plan,
  invitation,
  now,
  provider = 'sandbox',
}: NewOrderInput): Order | PlanNotPurchasable => {
  if (!plan.purchasable || plan.price === null) return { _tag: 'PlanNotPurchasable', planType: plan.type }
  const price = priceWithInvitation(plan.price, invitation)
  return {
    id,
    userId,
    planType: plan.type,
    status: 'PENDING',
    original: price.original,
    discount: price.discount,
    final: price.final,
    // Recorded only when it took money off, so usage history lists exactly the discounted orders.
    invitationId: invitation !== undefined && price.discount > 0 ? invitation.id : null,
    createdAt: now,
    closedAt: null,
    providerRef: null,
    subscriptionId: null,
    provider: price.final === 0 ? 'free' : provider,
    providerSessionId: null,
    providerEventId: null,
    paymentMethod: null,
    refundedAt: null,
    refundRef: null,
  }
}

/**
 * What a payment outcome does to an order. Only a PENDING order moves; PAID, CANCELLED and REFUNDED
 * are final. The same outcome again (a replayed notification) and CANCELLED after PAID (out of order,
 * a late "expired") change nothing, nor does anything after a refund. PAID after CANCELLED is refused:
 * the buyer gave up that order and places a new one, and a provider reporting money for it is an
 * anomaly for a person to reconcile, not to fulfil silently.
 */
export type Settlement = 'Pay' | 'Cancel' | 'AlreadySettled' | 'Refused'

export const settlementOf = (order: Pick<Order, 'status'>, outcome: PaymentOutcome): Settlement => {
  if (order.status === 'PENDING') return outcome === 'PAID' ? 'Pay' : 'Cancel'
  if (order.status === 'CANCELLED' && outcome === 'PAID') return 'Refused'
  return 'AlreadySettled'
}

/** What the provider said about the payment, kept on the order when it settles. */
export type PaymentRecord = {
  readonly providerRef: string
  readonly eventId?: string | null
  readonly method?: string | null
}

export const paidOrder = (
  order: Order,
  at: Instant,
  providerRef: string | PaymentRecord,
  subscriptionId: string,
): Order => ({
  ...order,
  ...recordOf(providerRef),
  status: 'PAID',
  closedAt: at,
  subscriptionId,
})

export const cancelledOrder = (order: Order, at: Instant, providerRef: string | PaymentRecord): Order => ({
  ...order,
  ...recordOf(providerRef),
  status: 'CANCELLED',
  closedAt: at,
})

const recordOf = (record: string | PaymentRecord) => {
  const {
    providerRef,
    eventId = null,
    method = null,
  } = typeof record === 'string' ? { providerRef: record } : record
  return { providerRef, providerEventId: eventId, paymentMethod: method }
}

/**
 * A provider's report matches an order only when it names the order's final amount in the order's
 * currency: anything else is refused whatever its outcome, never settled at another price.
 */
export const paymentMatches = (
  order: Pick<Order, 'final'>,
  paid: { readonly amount: number; readonly currency: string },
): boolean => paid.amount === order.final && paid.currency.toUpperCase() === ORDER_CURRENCY

export type NotRefundable = {
  readonly _tag: 'NotRefundable'
  readonly orderId: string
  readonly status: OrderStatus
}

/** Only a PAID order can be refunded, once. */
export const refundable = (order: Order): Order | NotRefundable =>
  order.status === 'PAID' ? order : { _tag: 'NotRefundable', orderId: order.id, status: order.status }

export const refundedOrder = (order: Order, at: Instant, refundRef: string): Order => ({
  ...order,
  status: 'REFUNDED',
  refundedAt: at,
  refundRef,
})
