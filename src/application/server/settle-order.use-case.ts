import { usageRecord } from '../../domain/invitations/usage-record.ts'
import {
  cancelledOrder,
  ORDER_CURRENCY,
  type Order,
  type PaymentOutcome,
  paidOrder,
  paymentMatches,
  settlementOf,
} from '../../domain/orders/order.ts'
import { planOf } from '../../domain/plans/plan-catalogue.ts'
import type { Instant } from '../../domain/shared/instant.ts'
import type { Fen } from '../../domain/shared/money.ts'
import { NO_CHANGE } from '../../domain/subscriptions/holdings.ts'
import { purchase } from '../../domain/subscriptions/purchase.ts'
import type {
  BillingRepository,
  LockedHoldings,
  NewUsage,
  OrderNotFound,
  SettleDecision,
} from './ports/billing.repository.port.ts'
import type { Clock } from './ports/clock.port.ts'
import type { IdGenerator } from './ports/id-generator.port.ts'

export type SettleOrderInput = {
  readonly orderId: string
  readonly outcome: PaymentOutcome
  readonly amount: Fen
  /** ISO 4217; CNY when absent. */
  readonly currency?: string
  readonly providerRef: string
  /** The provider's id of the notification; kept on the order it settles. */
  readonly eventId?: string | null
  readonly method?: string | null
}

export type SettleOrderResult =
  /** This call moved the order: PAID (plan opened, credits granted, code use recorded) or CANCELLED. */
  | { readonly _tag: 'Settled'; readonly order: Order }
  /** Already settled (a replay, or CANCELLED after PAID): nothing changed. */
  | { readonly _tag: 'Unchanged'; readonly order: Order }
  /** PAID for an order the buyer cancelled: refused, nothing changed. */
  | { readonly _tag: 'OrderClosed'; readonly order: Order }
  /** The notification's amount or currency is not the order's: nothing changed. */
  | { readonly _tag: 'AmountMismatch'; readonly order: Order }
  | OrderNotFound

/**
 * Fulfils an order from a verified payment outcome, exactly once however often (and in whatever
 * order) outcomes arrive: the repository locks the order, then its buyer, and writes what `decide`
 * returns in one transaction; the domain says whether the order may still move.
 */
export class SettleOrder {
  constructor(
    private readonly billing: BillingRepository,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  execute(input: SettleOrderInput): Promise<SettleOrderResult> {
    // The clock is read under the lock, so purchases of one user are dated in the order they apply.
    return this.billing.settleOrder(input.orderId, (order, holdings) =>
      this.decide(input, order, holdings, this.clock.now()),
    )
  }

  private decide(
    {
      outcome,
      amount,
      currency = ORDER_CURRENCY,
      providerRef,
      eventId = null,
      method = null,
    }: SettleOrderInput,
    order: Order,
    holdings: LockedHoldings,
    now: Instant,
  ): SettleDecision<SettleOrderResult> {
    if (!paymentMatches(order, { amount, currency }))
      return { _tag: 'Keep', result: { _tag: 'AmountMismatch', order } }
    const record = { providerRef, eventId, method }
    switch (settlementOf(order, outcome)) {
      case 'AlreadySettled':
        return { _tag: 'Keep', result: { _tag: 'Unchanged', order } }
      case 'Refused':
        return { _tag: 'Keep', result: { _tag: 'OrderClosed', order } }
      case 'Cancel': {
        const closed = cancelledOrder(order, now, record)
        return {
          _tag: 'Settle',
          order: closed,
          change: NO_CHANGE,
          usage: null,
          result: { _tag: 'Settled', order: closed },
        }
      }
      case 'Pay': {
        const bought = purchase({
          holdings,
          plan: planOf(order.planType),
          start: now,
          amount: order.final,
          subscriptionId: this.ids.next(),
          newBucketId: () => this.ids.next(),
        })
        const paid = paidOrder(order, now, record, bought.subscription.id)
        const usage = this.usageOf(paid, holdings, now)
        return {
          _tag: 'Settle',
          order: paid,
          change: bought.change,
          usage,
          result: { _tag: 'Settled', order: paid },
        }
      }
    }
  }

  private usageOf(order: Order, { holder }: LockedHoldings, now: Instant): NewUsage | null {
    if (order.invitationId === null) return null
    const record = usageRecord({
      invitationId: order.invitationId,
      user: { name: holder.username, email: holder.email ?? '' },
      original: order.original,
      discount: order.discount,
      now,
    })
    return {
      ...record,
      userEmail: holder.email,
      id: this.ids.next(),
      orderId: order.id,
      userId: holder.userId,
    }
  }
}
