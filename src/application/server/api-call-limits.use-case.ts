import { type ApiLimits, apiLimitsOf } from '../../domain/plans/api-rate-limit.ts'
import { isUsable } from '../../domain/subscriptions/subscription.ts'
import type { Caller } from './caller.ts'
import type { BillingRepository } from './ports/billing.repository.port.ts'
import type { Clock } from './ports/clock.port.ts'
import type { CustomApiLimitRepository } from './ports/custom-api-limit.repository.port.ts'

// Remembered for a minute: reading the holdings on every call would not pay. A change (a plan bought or
// refunded, a limit an admin set) is announced to every process, which forgets it at once (ApiLimitChanges,
// issue 32); a change whose announcement was lost (Redis away) shows within the minute.
const REMEMBER_MS = 60_000
const MAX_REMEMBERED = 10_000

/**
 * How many calls a minute a user and each of their keys may make: their plans' limits capped by the
 * operator's, or the limit an admin set for their CUSTOM plan (apiLimitsOf).
 */
export class ApiCallLimits {
  private readonly known = new Map<string, { readonly limits: ApiLimits; readonly until: number }>()

  constructor(
    private readonly billing: BillingRepository,
    private readonly custom: CustomApiLimitRepository,
    private readonly clock: Clock,
    private readonly cap: number,
  ) {}

  async execute(caller: Caller): Promise<ApiLimits> {
    const now = this.clock.now()
    const known = this.known.get(caller.userId)
    if (known !== undefined && known.until > now) return known.limits
    const [{ subscriptions }, set] = await Promise.all([
      this.billing.holdings(caller.userId),
      this.custom.find(caller.userId),
    ])
    const plans = subscriptions.filter((sub) => isUsable(sub, now)).map((sub) => sub.planType)
    const limits = apiLimitsOf(plans, set, this.cap)
    if (this.known.size >= MAX_REMEMBERED) this.known.clear()
    this.known.set(caller.userId, { limits, until: now + REMEMBER_MS })
    return limits
  }

  /** The user's limits changed here: read them again on their next call. */
  forget(userId: string): void {
    this.known.delete(userId)
  }
}
