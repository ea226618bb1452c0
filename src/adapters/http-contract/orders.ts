import { Schema } from 'effect'
import { CREDIT_KINDS } from '../../domain/credits/credit-kind.ts'
import { ORDER_STATUSES } from '../../domain/orders/order.ts'
import { PAYMENT_PROVIDERS } from '../../domain/orders/payment-providers.ts'
import { PLAN_TYPES } from '../../domain/plans/plan-type.ts'
import { defineCall } from './call.ts'
import { Count, IsoDate, PageMeta, PageQuery, Text, YuanAsFen } from './wire-schemas.ts'

// Orders after the sale: the administrators' orders page and refunds, the buyer's payments and receipts.

export const OrderRow = Schema.Struct({
  orderId: Schema.String,
  userId: Schema.String,
  username: Schema.String,
  email: Schema.NullOr(Schema.String),
  planType: Schema.Literals(PLAN_TYPES),
  status: Schema.Literals(ORDER_STATUSES),
  originalAmount: YuanAsFen,
  discountAmount: YuanAsFen,
  finalAmount: YuanAsFen,
  currency: Schema.Literal('CNY'),
  inviteCode: Schema.NullOr(Schema.String),
  provider: Schema.Literals(PAYMENT_PROVIDERS),
  /** card, alipay, wechat_pay, sandbox; null when the provider did not say. */
  paymentMethod: Schema.NullOr(Schema.String),
  createdAt: IsoDate,
  /** When it was paid or cancelled. */
  closedAt: Schema.NullOr(IsoDate),
  refundedAt: Schema.NullOr(IsoDate),
})

/** `yyyy-mm-dd`, a day in UTC. */
const Day = Schema.String.pipe(
  Schema.check(
    Schema.isPattern(/^\d{4}-\d{2}-\d{2}$/),
    Schema.makeFilter((text: string) => Number.isFinite(Date.parse(`${text}T00:00:00Z`)) || 'a real date'),
  ),
)

export const listOrders = defineCall({
  method: 'GET',
  path: '/api/admin/orders',
  access: 'admin',
  tag: 'admin',
  summary: 'Every order, 20 a page, newest first, with buyer, amounts, code and provider; by status and day',
  query: Schema.Struct({
    page: PageQuery,
    status: Schema.optionalKey(Schema.Literals(ORDER_STATUSES)),
    /** Placed on or after this day (UTC). */
    from: Schema.optionalKey(Day),
    /** Placed on or before this day (UTC). */
    to: Schema.optionalKey(Day),
  }),
  response: Schema.Struct({ data: Schema.Array(OrderRow), meta: PageMeta }),
})

export const Withdrawal = Schema.Struct({
  kind: Schema.Literals(CREDIT_KINDS),
  granted: Count,
  /** Used before the refund: kept, never taken back. */
  used: Count,
  withdrawn: Count,
})

export const refundOrder = defineCall({
  method: 'POST',
  path: '/api/admin/orders/:orderId/refund',
  access: 'admin',
  tag: 'admin',
  summary:
    'Refund a paid order in full through its provider, then end its plan and withdraw its unused credits',
  params: Schema.Struct({ orderId: Text(100) }),
  response: Schema.Struct({ order: OrderRow, withdrawals: Schema.Array(Withdrawal) }),
  errors: [
    { status: 404, code: 'ORDER_NOT_FOUND', when: 'no order has this id' },
    { status: 409, code: 'NOT_REFUNDABLE', when: 'the order is not PAID (pending, cancelled, refunded)' },
    { status: 502, code: 'REFUND_FAILED', when: 'the payment provider did not refund' },
  ],
})

export const ownOrders = defineCall({
  method: 'GET',
  path: '/api/payment/orders',
  access: 'user',
  tag: 'payment',
  summary: "The caller's paid and refunded orders, newest first (the subscription page's payments)",
  response: Schema.Struct({ data: Schema.Array(OrderRow) }),
})

export const Receipt = Schema.Struct({
  order: OrderRow,
  /** Who sold: SELLER_NAME and SELLER_ADDRESS. */
  seller: Schema.Struct({ name: Schema.String, address: Schema.String }),
})

export const orderReceipt = defineCall({
  method: 'GET',
  path: '/api/payment/orders/:orderId/receipt',
  access: 'user',
  tag: 'payment',
  summary: "A receipt of the caller's paid (or refunded) order: amounts, code, method, seller",
  params: Schema.Struct({ orderId: Text(100) }),
  response: Receipt,
  errors: [{ status: 404, code: 'ORDER_NOT_FOUND', when: 'the caller has no paid order with this id' }],
})
