import type { ListOrders, ListOwnOrders } from '../../../../application/server/list-orders.use-case.ts'
import type { OrderListing } from '../../../../application/server/ports/billing.repository.port.ts'
import type { RefundOrder } from '../../../../application/server/refund-order.use-case.ts'
import { type Instant, instant, toDate } from '../../../../domain/shared/instant.ts'
import { fenToYuan } from '../../../../domain/shared/money.ts'
import { listOrders, orderReceipt, ownOrders, refundOrder } from '../../../http-contract/orders.ts'
import { type AnyRoute, defineRoute } from '../routing/route.ts'
import { refusePayment } from './payment.failures.ts'

const iso = (at: Instant | null) => (at === null ? null : toDate(at).toISOString())

/** An order as every orders call sends it: yuan, ISO dates. */
export const orderRow = ({ order, username, email, inviteCode }: OrderListing) => ({
  orderId: order.id,
  userId: order.userId,
  username,
  email,
  planType: order.planType,
  status: order.status,
  originalAmount: fenToYuan(order.original),
  discountAmount: fenToYuan(order.discount),
  finalAmount: fenToYuan(order.final),
  currency: 'CNY' as const,
  inviteCode,
  provider: order.provider,
  paymentMethod: order.paymentMethod,
  createdAt: toDate(order.createdAt).toISOString(),
  closedAt: iso(order.closedAt),
  refundedAt: iso(order.refundedAt),
})

const DAY_MS = 86_400_000
const dayStart = (day: string | undefined) =>
  day === undefined ? undefined : instant(Date.parse(`${day}T00:00:00Z`))

export type OrderRouteDeps = {
  readonly listOrders: ListOrders
  readonly refundOrder: RefundOrder
  readonly ownOrders: ListOwnOrders
  readonly seller: { readonly name: string; readonly address: string }
}

export const orderRoutes = (deps: OrderRouteDeps): readonly AnyRoute[] => [
  defineRoute(listOrders, async ({ query }) => {
    const to = dayStart(query.to)
    const listing = await deps.listOrders.execute({
      page: query.page,
      status: query.status,
      from: dayStart(query.from),
      // `to` names the last day included.
      to: to === undefined ? undefined : instant(to + DAY_MS),
    })
    return {
      data: listing.rows.map(orderRow),
      meta: { page: listing.page, totalPages: listing.totalPages, total: listing.total },
    }
  }),
  defineRoute(refundOrder, async ({ caller, params }) => {
    const result = await deps.refundOrder.execute(caller, params.orderId)
    if (result._tag !== 'OrderRefunded') throw refusePayment(result)
    const [row] = await deps.ownOrders.forAdmin(result.order.id)
    if (row === undefined) throw new Error(`refunded order ${result.order.id} vanished`)
    return { order: orderRow(row), withdrawals: result.withdrawals }
  }),
  defineRoute(ownOrders, async ({ caller }) => ({
    data: (await deps.ownOrders.execute(caller)).map(orderRow),
  })),
  defineRoute(orderReceipt, async ({ caller, params }) => {
    const row = await deps.ownOrders.one(caller, params.orderId)
    if (row === undefined) throw refusePayment({ _tag: 'OrderNotFound' })
    return { order: orderRow(row), seller: deps.seller }
  }),
]
