import { optionalInviteCode } from '../../domain/invitations/invite-code-input.ts'
import { planOf } from '../../domain/plans/plan-catalogue.ts'
import type { PlanType } from '../../domain/plans/plan-type.ts'
import { isCallFailure, type TokenUnavailable } from './ports/api-call-failed.ts'
import type { Identity } from './ports/identity.port.ts'
import type { OrderFailed, PlacedOrder, PlaceOrderApi } from './ports/pricing.api.port.ts'

export type { TokenUnavailable }

/** Nobody is signed in: the call was not made (SPEC §6: buying asks an anonymous visitor to log in). */
export type SignInRequired = { readonly _tag: 'SignInRequired' }
/** The order is placed: send the browser to `order.url` (the checkout, or the dashboard if paid at once). */
export type OrderPlaced = { readonly _tag: 'OrderPlaced'; readonly order: PlacedOrder }

/** TokenUnavailable: signed in, but no access token could be had (the 'Authentication expired' dialog is open). */
export type PurchaseResult = OrderPlaced | SignInRequired | TokenUnavailable | OrderFailed

/**
 * Orders a plan or packet (POST /payment/order). The invite code is normalised by the domain and sent
 * only when non-empty (SPEC §5). An anonymous buyer gets SignInRequired without any call.
 */
export class PurchasePlan {
  constructor(
    private readonly identity: Identity,
    private readonly api: PlaceOrderApi,
  ) {}

  async execute(input: { readonly plan: PlanType; readonly inviteCode: string }): Promise<PurchaseResult> {
    // A defect, not a user's mistake: the pricing page offers only purchasable plans.
    if (!planOf(input.plan).purchasable) throw new Error(`${input.plan} cannot be ordered`)
    if (!(await this.identity.isSignedIn())) return { _tag: 'SignInRequired' }
    const inviteCode = optionalInviteCode(input.inviteCode)
    const placed = await this.api.placeOrder({
      body: { plan: input.plan, ...(inviteCode === undefined ? {} : { inviteCode }) },
    })
    return isCallFailure(placed) ? placed : { _tag: 'OrderPlaced', order: placed }
  }
}
