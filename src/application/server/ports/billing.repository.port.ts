import type { UsageRecord } from '../../../domain/invitations/usage-record.ts'
import type { Order, OrderStatus } from '../../../domain/orders/order.ts'
import type { Instant } from '../../../domain/shared/instant.ts'
import type { Holdings, HoldingsChange } from '../../../domain/subscriptions/holdings.ts'
import type { UserId } from './credit-ledger.repository.port.ts'

/** Who holds the holdings, as the users table knows them (for invitation usage records). */
export type AccountHolder = {
  readonly userId: UserId
  readonly username: string
  readonly email: string | null
}

/** A user's holdings as they are under that user's lock, with the holder. */
export type LockedHoldings = Holdings & { readonly holder: AccountHolder }

export type HoldingsDecision<R> =
  | { readonly _tag: 'Keep'; readonly result: R }
  | { readonly _tag: 'Change'; readonly change: HoldingsChange; readonly result: R }

/** An invitation's use by a paid order; one per order at most, whatever happens. */
export type NewUsage = Omit<UsageRecord, 'userEmail'> & {
  readonly id: string
  readonly orderId: string
  readonly userId: UserId
  readonly userEmail: string | null
}

export type SettleDecision<R> =
  | { readonly _tag: 'Keep'; readonly result: R }
  | {
      readonly _tag: 'Settle'
      /** The order as it leaves PENDING: PAID (with the subscription it opened) or CANCELLED. */
      readonly order: Order
      readonly change: HoldingsChange
      readonly usage: NewUsage | null
      readonly result: R
    }

export type RefundDecision<R> =
  | { readonly _tag: 'Keep'; readonly result: R }
  | {
      readonly _tag: 'Refund'
      /** The order as it leaves PAID: REFUNDED, its refund recorded. */
      readonly order: Order
      /** What the refund takes back: the plan ends now, its unused credits go. */
      readonly change: HoldingsChange
      readonly result: R
    }

/** Which orders to list; every field narrows, none lists all. */
export type OrderFilter = {
  readonly userId?: UserId | undefined
  readonly orderId?: string | undefined
  readonly status?: OrderStatus | undefined
  /** Placed at or after `from` and before `to`. */
  readonly from?: Instant | undefined
  readonly to?: Instant | undefined
  readonly offset: number
  readonly limit: number
}

/** An order with who placed it and the code that discounted it, as the orders page and receipts show it. */
export type OrderListing = {
  readonly order: Order
  readonly username: string
  readonly email: string | null
  readonly inviteCode: string | null
}

export type OrderPage = { readonly total: number; readonly rows: readonly OrderListing[] }

export type OrderNotFound = { readonly _tag: 'OrderNotFound' }
export type UserNotFound = { readonly _tag: 'UserNotFound' }

/**
 * Orders, and each user's subscriptions and credit buckets. Every change to a user's holdings runs
 * under the same per-user lock the credit ledger charges under, so purchases, grants, cancels and
 * charges of one user run one at a time in any number of processes, each on what the previous left.
 * A decision that does not fit what it was decided on (see holdings-change.ts) is a defect: it throws
 * and nothing is written.
 */
export interface BillingRepository {
  /** Records a new PENDING order; an id already in use is a defect. */
  placeOrder(order: Order): Promise<void>
  findOrder(orderId: string): Promise<Order | undefined>
  /**
   * All or nothing, exactly once: with the order locked, then its buyer's holdings, calls `decide`
   * once and writes what it decided: the order's new state, the holdings change and the usage record.
   */
  settleOrder<R>(
    orderId: string,
    decide: (order: Order, holdings: LockedHoldings) => SettleDecision<R>,
  ): Promise<R | OrderNotFound>
  /**
   * All or nothing: with the order locked, then its buyer's holdings, calls `decide` once and writes
   * what it decided: a PAID order becomes REFUNDED and the holdings change is written.
   */
  refundOrder<R>(
    orderId: string,
    decide: (order: Order, holdings: LockedHoldings) => RefundDecision<R>,
  ): Promise<R | OrderNotFound>
  /** Newest first (then by id), with the buyer and the invite code. */
  listOrders(filter: OrderFilter): Promise<OrderPage>
  /** The user's subscriptions (oldest first) and buckets (by id); none for an unknown user. */
  holdings(userId: UserId): Promise<Holdings>
  /** All or nothing: with the user's holdings locked, calls `decide` once and writes its change. */
  changeHoldings<R>(
    userId: UserId,
    decide: (holdings: LockedHoldings) => HoldingsDecision<R>,
  ): Promise<R | UserNotFound>
}
