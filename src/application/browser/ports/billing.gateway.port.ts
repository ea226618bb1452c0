import type { OrderStatus } from '../../../domain/orders/order.ts'
import type { PlanType } from '../../../domain/plans/plan-type.ts'
import type { Fen } from '../../../domain/shared/money.ts'

/** POST /api/payment/order: a plan and, only when the buyer gave one, a normalised invite code. */
export type OrderRequest = { readonly plan: PlanType; readonly inviteCode?: string }

/** The service's answer to an order: where to send the browser, and the amounts it priced. */
export type PlacedOrder = {
  readonly orderId: string
  /** The provider's checkout, or the dashboard when nothing was owed (status PAID at once). */
  readonly url: string
  readonly status: OrderStatus
  readonly originalAmount: Fen
  readonly discountAmount: Fen
  readonly finalAmount: Fen
}

/** GET /api/invitation/validate: whether a code would take money off, and how much. */
export type InviteCodeCheck =
  | { readonly valid: true; readonly inviteCode: string; readonly discount: Fen }
  | { readonly valid: false }

/**
 * A billing call that did not succeed: the HTTP status with the error body's `code` and `message`, or
 * no answer at all. The UI's error table (classifyError) decides what the user sees.
 */
export type BillingCallFailed = {
  readonly _tag: 'BillingCallFailed'
  readonly status: number | 'network' | 'timeout'
  readonly code?: string
  readonly message?: string
}

/** The service's billing calls a buyer makes from the pricing page. */
export interface BillingGateway {
  placeOrder(accessToken: string, request: OrderRequest): Promise<PlacedOrder | BillingCallFailed>
  checkInviteCode(accessToken: string, code: string): Promise<InviteCodeCheck | BillingCallFailed>
}
