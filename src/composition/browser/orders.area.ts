import type { Container } from 'inversify'
import type { OrdersApi } from '../../application/browser/ports/orders.api.port.ts'
import { token } from '../token.ts'
import { bindContractApi } from './contract-api.ts'

/** Orders after the sale: the administrators' orders page and refunds, a buyer's payments and receipts. */
export const OrdersTokens = {
  OrdersApi: token<OrdersApi>('OrdersApi'),
} as const

export const bindOrdersArea = (container: Container): void =>
  bindContractApi(container, OrdersTokens.OrdersApi, () => import('../../adapters/http-contract/orders.ts'))
