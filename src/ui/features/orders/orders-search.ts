import type { OrderStatus } from '../../../domain/orders/order.ts'
import { parsePageSearch } from '../activity/page-search.ts'

// The route reads its address before any page loads, so this stays off the domain module (every route's
// search parser is in the first download); orders-search.test.ts holds it equal to ORDER_STATUSES.
export const STATUSES = ['PENDING', 'PAID', 'CANCELLED', 'REFUNDED'] as const satisfies readonly OrderStatus[]

/** The orders page's address: `?page=&status=&from=&to=` (days as yyyy-mm-dd); anything else is dropped. */
export type OrdersSearch = {
  readonly page?: number
  readonly status?: OrderStatus
  readonly from?: string
  readonly to?: string
}

const DAY = /^\d{4}-\d{2}-\d{2}$/
const dayOf = (value: unknown) =>
  typeof value === 'string' && DAY.test(value) && Number.isFinite(Date.parse(`${value}T00:00:00Z`))
    ? value
    : undefined

export const parseOrdersSearch = (search: Record<string, unknown>): OrdersSearch => {
  const status = STATUSES.find((s) => s === search.status)
  const from = dayOf(search.from)
  const to = dayOf(search.to)
  return {
    ...parsePageSearch(search),
    ...(status === undefined ? {} : { status }),
    ...(from === undefined ? {} : { from }),
    ...(to === undefined ? {} : { to }),
  }
}
