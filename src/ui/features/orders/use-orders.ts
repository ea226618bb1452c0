import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Authorised } from '../../../application/browser/authorised.ts'
import type { OrderFilters, OrdersGateway } from '../../../application/browser/ports/orders.gateway.port.ts'
import { OrdersTokens as T } from '../../../composition/browser/orders.area.ts'
import { dataOrThrow, type ReportFailure, useFailureReporter } from '../../errors/use-failure-reporter.ts'
import { useUseCase } from '../../use-case-context.tsx'

const ORDERS = ['orders'] as const

/** GET /admin/orders: one page of every order, filtered (the page shown stays while the next loads). */
export const ordersQuery = (
  api: Authorised<OrdersGateway>,
  report: ReportFailure,
  page: number,
  filters: OrderFilters,
) =>
  queryOptions({
    queryKey: [...ORDERS, 'all', page, filters.status ?? '', filters.from ?? '', filters.to ?? ''],
    queryFn: async () => dataOrThrow(await api.list(page, filters), report),
    placeholderData: keepPreviousData,
  })

export const useOrders = (page: number, filters: OrderFilters) =>
  useQuery(ordersQuery(useUseCase(T.OrdersApi), useFailureReporter('api'), page, filters))

/** GET /payment/orders: the signed-in user's paid and refunded orders. */
export const ownOrdersQuery = (api: Authorised<OrdersGateway>, report: ReportFailure) =>
  queryOptions({
    queryKey: [...ORDERS, 'mine'],
    queryFn: async () => dataOrThrow(await api.mine(), report),
  })

export const useOwnOrders = () => useQuery(ownOrdersQuery(useUseCase(T.OrdersApi), useFailureReporter('api')))

/** GET /payment/orders/:id/receipt. */
export const receiptQuery = (api: Authorised<OrdersGateway>, report: ReportFailure, orderId: string) =>
  queryOptions({
    queryKey: [...ORDERS, 'receipt', orderId],
    queryFn: async () => dataOrThrow(await api.receipt(orderId), report),
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
    mutationFn: async (orderId: string) => dataOrThrow(await api.refund(orderId), report),
    onSuccess: () => client.invalidateQueries(),
  })
}
