import { ordersGatewayContract } from '../../../tests/contract/orders-gateway.contract.ts'
import { fen } from '../../domain/shared/money.ts'
import type { OrderSummary } from '../browser/ports/orders.gateway.port.ts'
import { InMemoryOrdersGateway } from './in-memory-orders.gateway.ts'

let n = 0
ordersGatewayContract('in memory', async () => {
  const gateway = new InMemoryOrdersGateway()
    .user('root', { userId: 'root', admin: true })
    .user('buyer', { userId: 'buyer', admin: false })
    .user('other', { userId: 'other', admin: false })
  const start = Date.now()
  const order = (
    planType: OrderSummary['planType'],
    status: OrderSummary['status'],
    minute: number,
    price: number,
    discount = 0,
  ): OrderSummary => ({
    orderId: `order-${++n}`,
    userId: 'buyer',
    username: 'buyer',
    email: null,
    planType,
    status,
    original: fen(price),
    discount: fen(discount),
    final: fen(price - discount),
    inviteCode: discount > 0 ? 'CONTRACT-ORDERS' : null,
    provider: 'sandbox',
    paymentMethod: status === 'PAID' ? 'sandbox' : null,
    createdAt: new Date(start + minute * 1000).toISOString(),
    closedAt: status === 'PAID' ? new Date(start + minute * 1000).toISOString() : null,
    refundedAt: null,
  })
  gateway
    .add(order('PACKET_EMAIL_BASIC', 'PAID', 0, 20_000))
    .add(order('MONTHLY_BASIC', 'PENDING', 1, 28_000))
    .add(order('MONTHLY_PRO', 'PAID', 2, 35_000, 5_000))
  return { gateway, admin: 'root', buyer: 'buyer', other: 'other' }
})
