import type { OrderStatus } from '../../domain/orders/order.ts'
import { pageCount } from '../../domain/pagination/page-count.ts'
import type { Instant } from '../../domain/shared/instant.ts'
import type { Caller } from './caller.ts'
import type { BillingRepository, OrderListing } from './ports/billing.repository.port.ts'

/** The orders page shows 20 orders a page. */
export const ORDERS_PAGE_SIZE = 20

export type OrdersPage = {
  readonly rows: readonly OrderListing[]
  readonly total: number
  readonly totalPages: number
  readonly page: number
}

export type ListOrdersInput = {
  readonly page: number
  readonly status?: OrderStatus | undefined
  readonly from?: Instant | undefined
  readonly to?: Instant | undefined
}

/** GET /admin/orders: every order, newest first, with its buyer and code, filtered by status and date. */
export class ListOrders {
  constructor(private readonly billing: BillingRepository) {}

  async execute({ page, status, from, to }: ListOrdersInput): Promise<OrdersPage> {
    const { total, rows } = await this.billing.listOrders({
      status,
      from,
      to,
      offset: (page - 1) * ORDERS_PAGE_SIZE,
      limit: ORDERS_PAGE_SIZE,
    })
    return { rows, total, totalPages: pageCount(total, ORDERS_PAGE_SIZE), page }
  }
}

/** How many of a user's own orders the subscription page lists (newest first). */
export const OWN_ORDERS_LIMIT = 50

/**
 * GET /payment/orders and GET /payment/orders/:id/receipt: the caller's own paid and refunded orders,
 * for their payment history and receipts. Another user's order is not found, never shown.
 */
export class ListOwnOrders {
  constructor(private readonly billing: BillingRepository) {}

  async execute(caller: Caller): Promise<readonly OrderListing[]> {
    const { rows } = await this.billing.listOrders({
      userId: caller.userId,
      offset: 0,
      limit: OWN_ORDERS_LIMIT,
    })
    return rows.filter((r) => r.order.status === 'PAID' || r.order.status === 'REFUNDED')
  }

  /** Any user's order by id, as the orders page lists it (for an administrator's answer). */
  async forAdmin(orderId: string): Promise<readonly OrderListing[]> {
    return (await this.billing.listOrders({ orderId, offset: 0, limit: 1 })).rows
  }

  async one(caller: Caller, orderId: string): Promise<OrderListing | undefined> {
    const { rows } = await this.billing.listOrders({ userId: caller.userId, orderId, offset: 0, limit: 1 })
    const [row] = rows
    return row !== undefined && (row.order.status === 'PAID' || row.order.status === 'REFUNDED')
      ? row
      : undefined
  }
}
