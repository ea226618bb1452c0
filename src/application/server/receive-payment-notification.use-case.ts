import type {
  IgnoredNotification,
  InvalidSignature,
  MalformedNotification,
  PaymentEvent,
  PaymentProvider,
  RawNotification,
} from './ports/payment-provider.port.ts'
import type { SettleOrder, SettleOrderResult } from './settle-order.use-case.ts'

export type NotificationResult =
  | InvalidSignature
  | MalformedNotification
  | IgnoredNotification
  /** What settling the event did (Settled, Unchanged, OrderClosed, AmountMismatch, OrderNotFound). */
  | (SettleOrderResult & { readonly event: PaymentEvent })

/**
 * POST /payment/notify: the provider verifies the raw request (its signature over the body as sent),
 * then the order settles exactly once, whatever the provider, however often and in whatever order its
 * notifications come. Only a verified event naming the order's amount and currency moves anything.
 */
export class ReceivePaymentNotification {
  constructor(
    private readonly provider: PaymentProvider,
    private readonly settle: SettleOrder,
  ) {}

  async execute(notification: RawNotification): Promise<NotificationResult> {
    const verified = await this.provider.verify(notification)
    if (verified._tag !== 'PaymentEvent') return verified
    const settled = await this.settle.execute(verified)
    return { ...settled, event: verified }
  }
}
