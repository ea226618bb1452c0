import { usedCreditsField, withdrawnCreditsField } from '../../domain/audit/audit-fields.ts'
import { type NotRefundable, type Order, refundable, refundedOrder } from '../../domain/orders/order.ts'
import { refundWithdrawal, type Withdrawal } from '../../domain/subscriptions/refund.ts'
import { actorOf, recordChange } from './audit-trail.ts'
import type { Caller } from './caller.ts'
import type { AuditLogRepository } from './ports/audit-log.repository.port.ts'
import type { BillingRepository, OrderNotFound } from './ports/billing.repository.port.ts'
import type { Clock } from './ports/clock.port.ts'
import type { PaymentProvider, RefundFailed } from './ports/payment-provider.port.ts'

export type OrderRefunded = {
  readonly _tag: 'OrderRefunded'
  readonly order: Order
  /** Per credit kind: granted, used (kept: never taken back) and withdrawn. */
  readonly withdrawals: readonly Withdrawal[]
}

export type RefundOrderResult = OrderRefunded | OrderNotFound | NotRefundable | RefundFailed

/**
 * POST /admin/orders/:id/refund: the provider gives the money back first (asking twice refunds once),
 * then, under the order's and the buyer's locks, the order becomes REFUNDED and what it bought ends:
 * its plan now, its unused credits with it; credits already used stay used. The audit log records who
 * refunded, and what was withdrawn beside what had been used.
 */
export class RefundOrder {
  constructor(
    private readonly billing: BillingRepository,
    private readonly provider: PaymentProvider,
    private readonly clock: Clock,
    private readonly audit: AuditLogRepository,
  ) {}

  async execute(caller: Caller, orderId: string): Promise<RefundOrderResult> {
    const found = await this.billing.findOrder(orderId)
    if (found === undefined) return { _tag: 'OrderNotFound' }
    const order = refundable(found)
    if ('_tag' in order) return order
    const refund = await this.moneyBack(order)
    if (refund._tag === 'RefundFailed') return refund
    const result = await this.billing.refundOrder<RefundOrderResult>(orderId, (locked, holdings) => {
      const still = refundable(locked)
      if ('_tag' in still) return { _tag: 'Keep', result: still }
      const now = this.clock.now()
      const { change, withdrawals } = refundWithdrawal(holdings, still.subscriptionId ?? '', now)
      const refunded = refundedOrder(still, now, refund.refundRef)
      return {
        _tag: 'Refund',
        order: refunded,
        change,
        result: { _tag: 'OrderRefunded', order: refunded, withdrawals },
      }
    })
    if (result._tag !== 'OrderRefunded') return result
    await recordChange(this.audit, {
      actor: actorOf(caller),
      action: 'order.refund',
      targetId: orderId,
      before: { status: 'PAID', amount: order.final },
      after: {
        status: 'REFUNDED',
        amount: order.final,
        refundRef: refund.refundRef,
        ...Object.fromEntries(
          result.withdrawals.flatMap((w) => [
            [usedCreditsField(w.kind), w.used],
            [withdrawnCreditsField(w.kind), w.withdrawn],
          ]),
        ),
      },
      at: result.order.refundedAt ?? this.clock.now(),
    })
    return result
  }

  // An order that cost nothing met no provider: there is no money to give back, only what it bought.
  private moneyBack(order: Order) {
    if (order.provider === 'free') return Promise.resolve({ _tag: 'Refunded' as const, refundRef: 'free' })
    if (order.provider !== this.provider.name)
      return Promise.resolve<RefundFailed>({
        _tag: 'RefundFailed',
        reason: `the order was paid through ${order.provider}, and the service now runs ${this.provider.name}`,
      })
    return this.provider.refund(order)
  }
}
