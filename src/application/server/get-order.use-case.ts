import type { Order } from '../../domain/orders/order.ts'
import type { BillingRepository } from './ports/billing.repository.port.ts'

/** An order by its id; the id is an unguessable UUID, so knowing it is the permission to see it. */
export class GetOrder {
  constructor(private readonly billing: BillingRepository) {}

  execute(orderId: string): Promise<Order | undefined> {
    return this.billing.findOrder(orderId)
  }
}
