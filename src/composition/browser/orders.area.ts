import type { Container } from 'inversify'
import type { Authorised } from '../../application/browser/authorised.ts'
import type { OrdersGateway } from '../../application/browser/ports/orders.gateway.port.ts'
import { token } from '../token.ts'
import { bindApi } from './bind-api.ts'
import { lazyGateway, sharedApiClient } from './lazy-gateway.ts'

/** Orders after the sale: the administrators' orders page and refunds, a buyer's payments and receipts. */
export const OrdersTokens = {
  OrdersApi: token<Authorised<OrdersGateway>>('OrdersApi'),
} as const

export const bindOrdersArea = (container: Container): void => {
  const gateway = lazyGateway<OrdersGateway>(async () => {
    const { AxiosOrdersGateway } = await import('../../adapters/browser/http/axios-orders.gateway.ts')
    return new AxiosOrdersGateway(await sharedApiClient())
  })
  bindApi(container, OrdersTokens.OrdersApi, gateway)
}
