import type { CreditKind } from '../../../domain/credits/credit-kind.ts'
import type { OrderStatus, PaymentProviderName } from '../../../domain/orders/order.ts'
import type { PlanType } from '../../../domain/plans/plan-type.ts'
import type { Fen } from '../../../domain/shared/money.ts'
import type { ApiCallFailed } from './api-call-failed.ts'
import type { LogPage } from './log-page.ts'

/** An order as the orders page, the payments list and a receipt show it; money in fen, dates ISO 8601. */
export type OrderSummary = {
  readonly orderId: string
  readonly userId: string
  readonly username: string
  readonly email: string | null
  readonly planType: PlanType
  readonly status: OrderStatus
  readonly original: Fen
  readonly discount: Fen
  readonly final: Fen
  readonly inviteCode: string | null
  readonly provider: PaymentProviderName
  /** card, alipay, wechat_pay, sandbox; null when the provider did not say. */
  readonly paymentMethod: string | null
  readonly createdAt: string
  readonly closedAt: string | null
  readonly refundedAt: string | null
}

export type OrderFilters = {
  readonly status?: OrderStatus | undefined
  /** Days, `yyyy-mm-dd`, both included. */
  readonly from?: string | undefined
  readonly to?: string | undefined
}

export type RefundOutcome = {
  readonly order: OrderSummary
  /** Per credit kind: granted, used (kept) and withdrawn. */
  readonly withdrawals: readonly {
    readonly kind: CreditKind
    readonly granted: number
    readonly used: number
    readonly withdrawn: number
  }[]
}

export type OrderReceipt = {
  readonly order: OrderSummary
  readonly seller: { readonly name: string; readonly address: string }
}

/** Orders after the sale: every order and refunds (administrators), one's own payments and receipts. */
export interface OrdersGateway {
  list(
    accessToken: string,
    page: number,
    filters: OrderFilters,
  ): Promise<LogPage<OrderSummary> | ApiCallFailed>
  refund(accessToken: string, orderId: string): Promise<RefundOutcome | ApiCallFailed>
  mine(accessToken: string): Promise<readonly OrderSummary[] | ApiCallFailed>
  receipt(accessToken: string, orderId: string): Promise<OrderReceipt | ApiCallFailed>
}
