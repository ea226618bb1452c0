import type { AxiosInstance } from 'axios'
import { type ApiCallFailed, isCallFailure } from '../../../application/browser/ports/api-call-failed.ts'
import type { LogPage } from '../../../application/browser/ports/log-page.ts'
import type {
  OrderFilters,
  OrderReceipt,
  OrderSummary,
  OrdersGateway,
  RefundOutcome,
} from '../../../application/browser/ports/orders.gateway.port.ts'
import { yuanToFen } from '../../../domain/shared/money.ts'
import {
  listOrders,
  type OrderRow,
  orderReceipt,
  ownOrders,
  refundOrder,
} from '../../http-contract/orders.ts'
import { callApi } from './call-api.ts'

// The wire speaks yuan (docs/api.md); inside, money is fen.
const summaryOf = ({
  originalAmount,
  discountAmount,
  finalAmount,
  currency: _,
  ...rest
}: typeof OrderRow.Type): OrderSummary => ({
  ...rest,
  original: yuanToFen(originalAmount),
  discount: yuanToFen(discountAmount),
  final: yuanToFen(finalAmount),
})

/** OrdersGateway over the shared API client: /api/admin/orders and /api/payment/orders. */
export class AxiosOrdersGateway implements OrdersGateway {
  constructor(private readonly client: AxiosInstance) {}

  async list(
    accessToken: string,
    page: number,
    filters: OrderFilters,
  ): Promise<LogPage<OrderSummary> | ApiCallFailed> {
    const query = {
      page: String(page),
      ...(filters.status === undefined ? {} : { status: filters.status }),
      ...(filters.from === undefined ? {} : { from: filters.from }),
      ...(filters.to === undefined ? {} : { to: filters.to }),
    }
    const body = await callApi(this.client, accessToken, listOrders, { query })
    return isCallFailure(body) ? body : { entries: body.data.map(summaryOf), ...body.meta }
  }

  async refund(accessToken: string, orderId: string): Promise<RefundOutcome | ApiCallFailed> {
    const body = await callApi(this.client, accessToken, refundOrder, { params: { orderId } })
    return isCallFailure(body) ? body : { order: summaryOf(body.order), withdrawals: body.withdrawals }
  }

  async mine(accessToken: string): Promise<readonly OrderSummary[] | ApiCallFailed> {
    const body = await callApi(this.client, accessToken, ownOrders, {})
    return isCallFailure(body) ? body : body.data.map(summaryOf)
  }

  async receipt(accessToken: string, orderId: string): Promise<OrderReceipt | ApiCallFailed> {
    const body = await callApi(this.client, accessToken, orderReceipt, { params: { orderId } })
    return isCallFailure(body) ? body : { order: summaryOf(body.order), seller: body.seller }
  }
}
