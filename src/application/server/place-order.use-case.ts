import { applies } from '../../domain/invitations/invitation.ts'
import { optionalInviteCode } from '../../domain/invitations/invite-code-input.ts'
import { newOrder, type Order, type PlanNotPurchasable } from '../../domain/orders/order.ts'
import { planOf } from '../../domain/plans/plan-catalogue.ts'
import type { PlanType } from '../../domain/plans/plan-type.ts'
import type { Caller } from './caller.ts'
import type { BillingRepository } from './ports/billing.repository.port.ts'
import type { Clock } from './ports/clock.port.ts'
import type { IdGenerator } from './ports/id-generator.port.ts'
import type { InvitationRepository } from './ports/invitation.repository.port.ts'
import type { PaymentProvider, ReturnLinks } from './ports/payment-provider.port.ts'
import type { SettleOrder } from './settle-order.use-case.ts'

export type PlaceOrderInput = {
  readonly caller: Caller
  readonly planType: PlanType
  /** As typed; blank means none. */
  readonly inviteCode: string | undefined
}

/** The code names no live, active invitation (unknown, deleted or inactive). */
export type UnknownInviteCode = { readonly _tag: 'UnknownInviteCode' }

export type PlaceOrderResult =
  | { readonly _tag: 'Placed'; readonly order: Order; readonly url: string }
  | PlanNotPurchasable
  | UnknownInviteCode

// The provider reference of orders that cost nothing and so never meet a provider.
export const FREE_ORDER_REF = 'free'

/**
 * POST /payment/order: a PENDING order at the catalogue price less the code's discount, and where to
 * pay it. Fulfilment waits for the provider's signed notification; an order that costs nothing after
 * the discount has nothing to wait for, so it settles at once through the same path.
 */
export class PlaceOrder {
  constructor(
    private readonly billing: BillingRepository,
    private readonly invitations: Pick<InvitationRepository, 'findByCode'>,
    private readonly provider: PaymentProvider,
    private readonly links: ReturnLinks,
    private readonly settle: SettleOrder,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  async execute({ caller, planType, inviteCode }: PlaceOrderInput): Promise<PlaceOrderResult> {
    const plan = planOf(planType)
    // The plan is checked first: a code means nothing for a plan that cannot be bought.
    if (!plan.purchasable) return { _tag: 'PlanNotPurchasable', planType }
    const code = inviteCode === undefined ? undefined : optionalInviteCode(inviteCode)
    const invitation = code === undefined ? undefined : await this.invitations.findByCode(code)
    if (code !== undefined && (invitation === undefined || !applies(invitation)))
      return { _tag: 'UnknownInviteCode' }
    const order = newOrder({
      id: this.ids.next(),
      userId: caller.userId,
      plan,
      invitation,
      now: this.clock.now(),
      provider: this.provider.name,
    })
    if ('_tag' in order) return order
    if (order.final > 0) {
      // The provider's session first, so the order is stored with it: a notification naming the
      // session can only come after the buyer reaches its page, by then the order is there.
      const checkout = await this.provider.createCheckout({
        order,
        plan,
        paidUrl: this.links.paid(order.id),
        cancelledUrl: this.links.cancelled(order.id),
      })
      const placed = { ...order, providerSessionId: checkout.sessionId }
      await this.billing.placeOrder(placed)
      return { _tag: 'Placed', order: placed, url: checkout.url }
    }
    await this.billing.placeOrder(order)
    const settled = await this.settle.execute({
      orderId: order.id,
      outcome: 'PAID',
      amount: order.final,
      providerRef: FREE_ORDER_REF,
    })
    if (settled._tag !== 'Settled') throw new Error(`free order ${order.id} did not settle: ${settled._tag}`)
    return { _tag: 'Placed', order: settled.order, url: this.links.paid(order.id) }
  }
}
