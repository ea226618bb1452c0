/** Orders and their payment: created by migration 0005-orders. */
export interface OrderTables {
  orders: OrdersTable
}

export interface OrdersTable {
  /** A random UUID. */
  id: string
  user_id: string
  /** A purchasable PlanType. */
  plan_type: string
  /** PENDING, PAID or CANCELLED (check constraint); only PENDING ever changes. */
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
  /** The subscription the payment opened; set exactly when PAID (unique). */
  subscription_id: string | null
}
