import type { Grant, Period } from '../../domain/plans/plan.ts'
import { customPlan } from '../../domain/plans/plan-catalogue.ts'
import type { Fen } from '../../domain/shared/money.ts'
import { applyChange } from '../../domain/subscriptions/holdings.ts'
import { purchase } from '../../domain/subscriptions/purchase.ts'
import { actorOf, grantSnapshot, recordChange } from './audit-trail.ts'
import type { Caller } from './caller.ts'
import type { UserSummary } from './list-users.use-case.ts'
import { summarise } from './list-users.use-case.ts'
import type { AuditLogRepository } from './ports/audit-log.repository.port.ts'
import type { BillingRepository, UserNotFound } from './ports/billing.repository.port.ts'
import type { Clock } from './ports/clock.port.ts'
import type { UserId } from './ports/credit-ledger.repository.port.ts'
import type { CustomApiLimitRepository } from './ports/custom-api-limit.repository.port.ts'
import type { IdGenerator } from './ports/id-generator.port.ts'
import type { UserRepository } from './ports/user.repository.port.ts'
import { detailOf, type SubscriptionDetail } from './subscription-overview.ts'

export type GrantCustomCreditsInput = {
  readonly userId: UserId
  readonly grants: readonly Grant[]
  /** How many days the credits last; Forever when the deal sets no end. */
  readonly period: Extract<Period, { _tag: 'Days' | 'Forever' }>
  /** The price agreed with sales, paid outside the service; recorded as both price and amount. */
  readonly price: Fen
}

export type CustomCreditsGranted = {
  readonly _tag: 'Granted'
  readonly subscription: SubscriptionDetail
  readonly user: UserSummary
}

/**
 * An admin grants credits agreed with sales (the enterprise tier): a CUSTOM subscription with its
 * buckets, opened under the user's lock like any purchase. CUSTOM stacks beside any plan. The audit
 * log records who granted what to whom.
 */
export class GrantCustomCredits {
  constructor(
    private readonly users: UserRepository,
    private readonly billing: BillingRepository,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly audit: AuditLogRepository,
    private readonly customLimits: CustomApiLimitRepository,
  ) {}

  async execute(
    caller: Caller,
    { userId, grants, period, price }: GrantCustomCreditsInput,
  ): Promise<CustomCreditsGranted | UserNotFound> {
    const opened = await this.billing.changeHoldings(userId, (holdings) => {
      const now = this.clock.now()
      const { subscription, change } = purchase({
        holdings,
        plan: customPlan(grants, period),
        start: now,
        amount: price,
        price,
        subscriptionId: this.ids.next(),
        newBucketId: () => this.ids.next(),
      })
      const detail = detailOf(applyChange(holdings, change).buckets, subscription, now)
      return { _tag: 'Change', change, result: detail }
    })
    if (!('subscription' in opened)) return opened
    await recordChange(this.audit, {
      actor: actorOf(caller),
      action: 'credits.grant',
      targetId: userId,
      before: null,
      after: grantSnapshot(opened, period, price),
      at: opened.subscription.startDate,
    })
    const account = await this.users.find(userId)
    if (account === undefined) throw new Error(`user ${userId} vanished after a grant`)
    return {
      _tag: 'Granted',
      subscription: opened,
      user: await summarise(
        { billing: this.billing, customLimits: this.customLimits },
        account,
        this.clock.now(),
      ),
    }
  }
}
