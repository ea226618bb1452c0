import { optionalInviteCode } from '../../domain/invitations/invite-code-input.ts'
import { planOf } from '../../domain/plans/plan-catalogue.ts'
import type { PlanType } from '../../domain/plans/plan-type.ts'
import type { GetAccessToken } from './get-access-token.use-case.ts'
import type { BillingCallFailed, BillingGateway, PlacedOrder } from './ports/billing.gateway.port.ts'
import type { Identity } from './ports/identity.port.ts'

/** Nobody is signed in: the call was not made (SPEC §6: buying asks an anonymous visitor to log in). */
export type SignInRequired = { readonly _tag: 'SignInRequired' }
/** Signed in, but no access token could be had: the 'Authentication expired' dialog is already open. */
export type TokenUnavailable = { readonly _tag: 'TokenUnavailable' }
/** The order is placed: send the browser to `order.url` (the checkout, or the dashboard if paid at once). */
export type OrderPlaced = { readonly _tag: 'OrderPlaced'; readonly order: PlacedOrder }

export type PurchaseResult = OrderPlaced | SignInRequired | TokenUnavailable | BillingCallFailed

/**
 * Orders a plan or packet (POST /payment/order). The invite code is normalised by the domain and sent
 * only when non-empty (SPEC §5). An anonymous buyer gets SignInRequired without any call.
 */
export class PurchasePlan {
  constructor(
    private readonly identity: Identity,
    private readonly getAccessToken: GetAccessToken,
    private readonly gateway: BillingGateway,
  ) {}

  async execute(input: { readonly plan: PlanType; readonly inviteCode: string }): Promise<PurchaseResult> {
    // A defect, not a user's mistake: the pricing page offers only purchasable plans.
    if (!planOf(input.plan).purchasable) throw new Error(`${input.plan} cannot be ordered`)
    if (!(await this.identity.isSignedIn())) return { _tag: 'SignInRequired' }
    const token = await this.getAccessToken.execute()
    if (typeof token !== 'string') return { _tag: 'TokenUnavailable' }
    const inviteCode = optionalInviteCode(input.inviteCode)
    const placed = await this.gateway.placeOrder(token, {
      plan: input.plan,
      ...(inviteCode === undefined ? {} : { inviteCode }),
    })
    return '_tag' in placed ? placed : { _tag: 'OrderPlaced', order: placed }
  }
}
