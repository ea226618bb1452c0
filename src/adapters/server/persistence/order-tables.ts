import type { Generated } from 'kysely'

/** Orders and their payment: created by migration 0005-orders, widened by 0016-payment-providers. */
export interface OrderTables {
  orders: OrdersTable
}

export interface OrdersTable {
  /** A random UUID. */
  id: string
  user_id: string
  /** A purchasable PlanType. */
  plan_type: string
  /** PENDING, PAID, CANCELLED or REFUNDED (check constraint); PENDING closes, PAID may be refunded. */
  status: string
  /** original = discount + final (check constraint). */
  original_fen: number
  discount_fen: number
  final_fen: number
  /** The invitation whose discount was applied. */
  invitation_id: string | null
  created_at: Date
  /** When it was paid or cancelled; null exactly while PENDING. */
  closed_at: Date | null
  provider_ref: string | null
  /** The subscription the payment opened; set exactly when PAID or REFUNDED (unique). */
  subscription_id: string | null
  /** sandbox, stripe or free. */
  provider: Generated<string>
  provider_session_id: string | null
  provider_event_id: string | null
  payment_method: string | null
  refunded_at: Date | null
  refund_ref: string | null
}
