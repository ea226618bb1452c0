import type { Order } from '../../domain/orders/order.ts'
import type { ApiLimitChanges } from './ports/api-limit-changes.port.ts'
import type { BillingRepository, LockedHoldings } from './ports/billing.repository.port.ts'
import type { UserId } from './ports/credit-ledger.repository.port.ts'

/**
 * The billing repository, announcing every change of a user's holdings once it is written (an order
 * settled or refunded, holdings changed by an admin): a plan is what sets a user's API limits, and every
 * process remembers those for a minute (ApiCallLimits), so each must hear of it (issue 32).
 */
export const announcingBilling = (
  billing: BillingRepository,
  changes: ApiLimitChanges,
): BillingRepository => {
  const announceAfter = async <R>(written: Promise<R>, changed: () => string | undefined): Promise<R> => {
    const result = await written
    const userId = changed()
    if (userId !== undefined) await changes.announce(userId)
    return result
  }
  return {
    placeOrder: (order) => billing.placeOrder(order),
    findOrder: (orderId) => billing.findOrder(orderId),
    listOrders: (filter) => billing.listOrders(filter),
    holdings: (userId) => billing.holdings(userId),
    settleOrder: (orderId, decide) => {
      let buyer: string | undefined
      const written = billing.settleOrder(orderId, (order: Order, holdings: LockedHoldings) => {
        const decision = decide(order, holdings)
        buyer = decision._tag === 'Keep' ? undefined : order.userId
        return decision
      })
      return announceAfter(written, () => buyer)
    },
    refundOrder: (orderId, decide) => {
      let buyer: string | undefined
      const written = billing.refundOrder(orderId, (order: Order, holdings: LockedHoldings) => {
        const decision = decide(order, holdings)
        buyer = decision._tag === 'Keep' ? undefined : order.userId
        return decision
      })
      return announceAfter(written, () => buyer)
    },
    changeHoldings: (userId: UserId, decide) => {
      let changed = false
      const written = billing.changeHoldings(userId, (holdings) => {
        const decision = decide(holdings)
        changed = decision._tag !== 'Keep'
        return decision
      })
      return announceAfter(written, () => (changed ? userId : undefined))
    },
  }
}
