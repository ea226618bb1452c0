import { type ApiCallFailed, apiCallFailed } from '../browser/ports/api-call-failed.ts'
import type { LogPage } from '../browser/ports/log-page.ts'
import type {
  OrderFilters,
  OrderReceipt,
  OrderSummary,
  OrdersGateway,
  RefundOutcome,
} from '../browser/ports/orders.gateway.port.ts'
import { pageOf } from './log-pages.ts'

/** The orders page's size (the service's GET /admin/orders). */
export const ORDERS_PAGE_SIZE = 20

const day = (iso: string) => iso.slice(0, 10)

/**
 * OrdersGateway in memory, with the service's rules: administrators list and refund every order (20 a
 * page, newest first); a user sees only their own paid and refunded orders; only a PAID order can be
 * refunded. Tests name token holders with `user`, add orders with `add`, and fail a call with `failNext`.
 */
export class InMemoryOrdersGateway implements OrdersGateway {
  private readonly holders = new Map<string, { userId: string; admin: boolean }>()
  private readonly orders: OrderSummary[] = []
  private readonly failures: ApiCallFailed[] = []
  seller = { name: 'LeadLens', address: '' }
  /** Who a token this gateway was not told about stands for; undefined: such a token is refused (401). */
  private anyone: { userId: string; admin: boolean } | undefined

  /** Every token not named with `user` stands for this holder (pages rendered with any signed-in user). */
  anyTokenAs(holder: { userId: string; admin: boolean }): this {
    this.anyone = holder
    return this
  }

  user(accessToken: string, holder: { userId: string; admin: boolean }): this {
    this.holders.set(accessToken, holder)
    return this
  }

  add(order: OrderSummary): this {
    this.orders.push(order)
    return this
  }

  failNext(status: ApiCallFailed['status'], details: { code?: string; message?: string } = {}): this {
    this.failures.push(apiCallFailed(status, details))
    return this
  }

  async list(
    accessToken: string,
    page: number,
    filters: OrderFilters,
  ): Promise<LogPage<OrderSummary> | ApiCallFailed> {
    const refused = this.refusal(accessToken, true)
    if (refused !== undefined) return refused
    const matching = this.newestFirst().filter(
      (o) =>
        (filters.status === undefined || o.status === filters.status) &&
        (filters.from === undefined || day(o.createdAt) >= filters.from) &&
        (filters.to === undefined || day(o.createdAt) <= filters.to),
    )
    return pageOf(matching, page, ORDERS_PAGE_SIZE)
  }

  async refund(accessToken: string, orderId: string): Promise<RefundOutcome | ApiCallFailed> {
    const refused = this.refusal(accessToken, true)
    if (refused !== undefined) return refused
    const at = this.orders.findIndex((o) => o.orderId === orderId)
    const order = this.orders[at]
    if (order === undefined) return apiCallFailed(404, { code: 'ORDER_NOT_FOUND' })
    if (order.status !== 'PAID') return apiCallFailed(409, { code: 'NOT_REFUNDABLE' })
    const refunded: OrderSummary = { ...order, status: 'REFUNDED', refundedAt: new Date().toISOString() }
    this.orders[at] = refunded
    return { order: refunded, withdrawals: [] }
  }

  async mine(accessToken: string): Promise<readonly OrderSummary[] | ApiCallFailed> {
    const refused = this.refusal(accessToken, false)
    if (refused !== undefined) return refused
    return this.own(accessToken)
  }

  async receipt(accessToken: string, orderId: string): Promise<OrderReceipt | ApiCallFailed> {
    const refused = this.refusal(accessToken, false)
    if (refused !== undefined) return refused
    const order = this.own(accessToken).find((o) => o.orderId === orderId)
    return order === undefined
      ? apiCallFailed(404, { code: 'ORDER_NOT_FOUND' })
      : { order, seller: this.seller }
  }

  private own(accessToken: string): OrderSummary[] {
    const userId = (this.holders.get(accessToken) ?? this.anyone)?.userId
    return this.newestFirst().filter(
      (o) => o.userId === userId && (o.status === 'PAID' || o.status === 'REFUNDED'),
    )
  }

  private newestFirst(): OrderSummary[] {
    return [...this.orders].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
  }

  private refusal(accessToken: string, adminOnly: boolean): ApiCallFailed | undefined {
    const failure = this.failures.shift()
    if (failure !== undefined) return failure
    const holder = this.holders.get(accessToken) ?? this.anyone
    if (holder === undefined) return apiCallFailed(401, { code: 'UNAUTHENTICATED' })
    if (adminOnly && !holder.admin) return apiCallFailed(403, { code: 'FORBIDDEN' })
    return undefined
  }
}
