import type { Insertable, Selectable } from 'kysely'
import { ORDER_STATUSES, type Order, type OrderStatus } from '../../../domain/orders/order.ts'
import { isPaymentProvider, type PaymentProviderName } from '../../../domain/orders/payment-providers.ts'
import { toDate } from '../../../domain/shared/instant.ts'
import { fen } from '../../../domain/shared/money.ts'
import { instantOf, planTypeOf } from './credit-ledger.rows.ts'
import type { OrdersTable } from './order-tables.ts'

const statusOf = (value: string): OrderStatus => {
  const status = ORDER_STATUSES.find((s) => s === value)
  if (status === undefined) throw new Error(`unknown order status in the database: ${value}`)
  return status
}

const providerOf = (value: string): PaymentProviderName => {
  if (!isPaymentProvider(value)) throw new Error(`unknown payment provider in the database: ${value}`)
  return value
}

const dateOrNull = (at: Order['closedAt']) => (at === null ? null : toDate(at))

export const orderToRow = (o: Order): Insertable<OrdersTable> => ({
  id: o.id,
  user_id: o.userId,
  plan_type: o.planType,
  status: o.status,
  original_fen: o.original,
  discount_fen: o.discount,
  final_fen: o.final,
  invitation_id: o.invitationId,
  created_at: toDate(o.createdAt),
  closed_at: dateOrNull(o.closedAt),
  provider_ref: o.providerRef,
  subscription_id: o.subscriptionId,
  provider: o.provider,
  provider_session_id: o.providerSessionId,
  provider_event_id: o.providerEventId,
  payment_method: o.paymentMethod,
  refunded_at: dateOrNull(o.refundedAt),
  refund_ref: o.refundRef,
})

export const orderFromRow = (row: Selectable<OrdersTable>): Order => ({
  id: row.id,
  userId: row.user_id,
  planType: planTypeOf(row.plan_type),
  status: statusOf(row.status),
  original: fen(row.original_fen),
  discount: fen(row.discount_fen),
  final: fen(row.final_fen),
  invitationId: row.invitation_id,
  createdAt: instantOf(row.created_at),
  closedAt: row.closed_at === null ? null : instantOf(row.closed_at),
  providerRef: row.provider_ref,
  subscriptionId: row.subscription_id,
  provider: providerOf(row.provider),
  providerSessionId: row.provider_session_id,
  providerEventId: row.provider_event_id,
  paymentMethod: row.payment_method,
  refundedAt: row.refunded_at === null ? null : instantOf(row.refunded_at),
  refundRef: row.refund_ref,
})
