import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { logPageOf } from '../../../application/browser/ports/log-page.ts'
import type { OrderFilters, OrdersApi } from '../../../application/browser/ports/orders.api.port.ts'
import { OrdersTokens as T } from '../../../composition/browser/orders.area.ts'
import { dataOrThrow, type ReportFailure, useFailureReporter } from '../../errors/use-failure-reporter.ts'
import { useUseCase } from '../../use-case-context.tsx'

const ORDERS = ['orders'] as const

// A filter not chosen is left out of the query, not sent empty.
const defined = <T extends object>(filters: T) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]: Exclude<T[K], undefined>
  }

/** GET /admin/orders: one page of every order, filtered (the page shown stays while the next loads). */
export const ordersQuery = (api: OrdersApi, report: ReportFailure, page: number, filters: OrderFilters) =>
  queryOptions({
    queryKey: [...ORDERS, 'all', page, filters.status ?? '', filters.from ?? '', filters.to ?? ''],
    queryFn: async () =>
      logPageOf(dataOrThrow(await api.listOrders({ query: { page, ...defined(filters) } }), report)),
    placeholderData: keepPreviousData,
  })

export const useOrders = (page: number, filters: OrderFilters) =>
  useQuery(ordersQuery(useUseCase(T.OrdersApi), useFailureReporter('api'), page, filters))

/** GET /payment/orders: the signed-in user's paid and refunded orders. */
export const ownOrdersQuery = (api: OrdersApi, report: ReportFailure) =>
  queryOptions({
    queryKey: [...ORDERS, 'mine'],
    queryFn: async () => dataOrThrow(await api.ownOrders(), report).data,
  })

export const useOwnOrders = () => useQuery(ownOrdersQuery(useUseCase(T.OrdersApi), useFailureReporter('api')))

/** GET /payment/orders/:id/receipt. */
export const receiptQuery = (api: OrdersApi, report: ReportFailure, orderId: string) =>
  queryOptions({
    queryKey: [...ORDERS, 'receipt', orderId],
    queryFn: async () => dataOrThrow(await api.orderReceipt({ params: { orderId } }), report),
    retry: false,
  })

export const useReceipt = (orderId: string) =>
  useQuery(receiptQuery(useUseCase(T.OrdersApi), useFailureReporter('api'), orderId))

/** Refunds an order; every orders list (and the buyer's subscription, if it is ours) is read again. */
export const useRefundOrder = () => {
  const api = useUseCase(T.OrdersApi)
  const report = useFailureReporter('api')
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (orderId: string) =>
      dataOrThrow(await api.refundOrder({ params: { orderId } }), report),
    onSuccess: () => client.invalidateQueries(),
  })
}
