import { apiCallsPerMinute } from '../../domain/plans/api-rate-limit.ts'
import { isUsable } from '../../domain/subscriptions/subscription.ts'
import type { Caller } from './caller.ts'
import type { BillingRepository } from './ports/billing.repository.port.ts'
import type { Clock } from './ports/clock.port.ts'

// A plan bought shows in a key's limit within a minute; reading the holdings on every call would not pay.
const REMEMBER_MS = 60_000
const MAX_REMEMBERED = 10_000

/** How many calls a minute a key may make: its user's plans' limit, capped by the operator's. */
export class ApiKeyCallLimit {
  private readonly known = new Map<string, { readonly limit: number; readonly until: number }>()

  constructor(
    private readonly billing: BillingRepository,
    private readonly clock: Clock,
    private readonly cap: number,
  ) {}

  async execute(caller: Caller): Promise<number> {
    const now = this.clock.now()
    const known = this.known.get(caller.userId)
    if (known !== undefined && known.until > now) return known.limit
    const { subscriptions } = await this.billing.holdings(caller.userId)
    const plans = subscriptions.filter((sub) => isUsable(sub, now)).map((sub) => sub.planType)
    const limit = apiCallsPerMinute(plans, this.cap)
    if (this.known.size >= MAX_REMEMBERED) this.known.clear()
    this.known.set(caller.userId, { limit, until: now + REMEMBER_MS })
    return limit
  }
}
