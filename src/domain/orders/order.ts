import type { Invitation } from '../invitations/invitation.ts'
import { priceWithInvitation } from '../invitations/invitation.ts'
import type { Plan } from '../plans/plan.ts'
import type { PlanType } from '../plans/plan-type.ts'
import type { Instant } from '../shared/instant.ts'
import type { Fen } from '../shared/money.ts'

export const ORDER_STATUSES = ['PENDING', 'PAID', 'CANCELLED'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** What a payment provider reports for an order. */
export type PaymentOutcome = 'PAID' | 'CANCELLED'

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
  /** The subscription the payment opened; set exactly when PAID. */
  readonly subscriptionId: string | null
}

export type PlanNotPurchasable = { readonly _tag: 'PlanNotPurchasable'; readonly planType: PlanType }

type NewOrderInput = {
  readonly id: string
  readonly userId: string
  readonly plan: Plan
  /** The invitation the buyer's code names, already found; an inactive one takes nothing off. */
  readonly invitation: Pick<Invitation, 'id' | 'status' | 'discountAmount'> | undefined
  readonly now: Instant
}

/** A PENDING order for a purchasable plan, at the catalogue price less the invitation's discount. */
export const newOrder = ({
  id,
  userId,
  plan,
  invitation,
  now,
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
  }
}

/**
 * What a payment outcome does to an order. Only a PENDING order moves; PAID and CANCELLED are final.
 * The same outcome again (a replayed notification) and CANCELLED after PAID (out of order) change
 * nothing. PAID after CANCELLED is refused: the buyer gave up that order and places a new one, and
 * a provider reporting money for it is an anomaly for a person to reconcile, not to fulfil silently.
 */
export type Settlement = 'Pay' | 'Cancel' | 'AlreadySettled' | 'Refused'

export const settlementOf = (order: Pick<Order, 'status'>, outcome: PaymentOutcome): Settlement => {
  if (order.status === 'PENDING') return outcome === 'PAID' ? 'Pay' : 'Cancel'
  if (order.status === 'CANCELLED' && outcome === 'PAID') return 'Refused'
  return 'AlreadySettled'
}

export const paidOrder = (order: Order, at: Instant, providerRef: string, subscriptionId: string): Order => ({
  ...order,
  status: 'PAID',
  closedAt: at,
  providerRef,
  subscriptionId,
})

export const cancelledOrder = (order: Order, at: Instant, providerRef: string): Order => ({
  ...order,
  status: 'CANCELLED',
  closedAt: at,
  providerRef,
})
