import type { Caller } from './caller.ts'
import type { BillingRepository } from './ports/billing.repository.port.ts'
import type { Clock } from './ports/clock.port.ts'
import { overviewOf, type SubscriptionOverview } from './subscription-overview.ts'

/** GET /payment/subscription: the caller's plans and credits as they stand now. */
export class GetSubscription {
  constructor(
    private readonly billing: BillingRepository,
    private readonly clock: Clock,
  ) {}

  async execute(caller: Caller): Promise<SubscriptionOverview> {
    return overviewOf(await this.billing.holdings(caller.userId), this.clock.now())
  }
}
