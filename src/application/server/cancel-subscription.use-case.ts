import { cancel, type NotCancellable } from '../../domain/subscriptions/cancel.ts'
import { applyChange } from '../../domain/subscriptions/holdings.ts'
import type { Caller } from './caller.ts'
import type { BillingRepository, HoldingsDecision, UserNotFound } from './ports/billing.repository.port.ts'
import type { Clock } from './ports/clock.port.ts'
import { overviewOf, type SubscriptionOverview } from './subscription-overview.ts'

export type SubscriptionNotFound = { readonly _tag: 'SubscriptionNotFound' }

export type CancelSubscriptionResult =
  | { readonly _tag: 'Cancelled'; readonly overview: SubscriptionOverview }
  | NotCancellable
  | SubscriptionNotFound

/**
 * The caller cancels one of their own subscriptions (the domain says which may be); it stays usable
 * until its expiry. Someone else's subscription is "not found", so ids reveal nothing.
 */
export class CancelSubscription {
  constructor(
    private readonly billing: BillingRepository,
    private readonly clock: Clock,
  ) {}

  async execute(caller: Caller, subscriptionId: string): Promise<CancelSubscriptionResult> {
    const result = await this.billing.changeHoldings(
      caller.userId,
      (holdings): HoldingsDecision<CancelSubscriptionResult> => {
        const now = this.clock.now()
        const target = holdings.subscriptions.find((s) => s.id === subscriptionId)
        if (target === undefined) return { _tag: 'Keep', result: { _tag: 'SubscriptionNotFound' } }
        const cancelled = cancel(target, now)
        if (cancelled._tag === 'NotCancellable') return { _tag: 'Keep', result: cancelled }
        const change = { opened: [], updated: [cancelled.subscription], granted: [], ended: [] }
        const overview = overviewOf(applyChange(holdings, change), now)
        return { _tag: 'Change', change, result: { _tag: 'Cancelled', overview } }
      },
    )
    return isUserNotFound(result) ? { _tag: 'SubscriptionNotFound' } : result
  }
}

const isUserNotFound = (value: CancelSubscriptionResult | UserNotFound): value is UserNotFound =>
  value._tag === 'UserNotFound'
