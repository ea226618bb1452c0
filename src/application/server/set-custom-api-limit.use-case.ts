import { checkCustomApiLimit } from '../../domain/plans/api-rate-limit.ts'
import { actorOf, recordChange } from './audit-trail.ts'
import type { Caller } from './caller.ts'
import { type SummarySources, summarise, type UserSummary } from './list-users.use-case.ts'
import type { AuditLogRepository } from './ports/audit-log.repository.port.ts'
import type { UserNotFound } from './ports/billing.repository.port.ts'
import type { Clock } from './ports/clock.port.ts'
import type { UserId } from './ports/credit-ledger.repository.port.ts'
import type { UserRepository } from './ports/user.repository.port.ts'

export type CustomApiLimitSet = { readonly _tag: 'CustomApiLimitSet'; readonly user: UserSummary }
/** Not a whole number of calls a minute from 1 to MAX_CUSTOM_API_CALLS_PER_MINUTE. */
export type InvalidApiRateLimit = { readonly _tag: 'InvalidApiRateLimit' }
/** Only an enterprise (CUSTOM plan) deal sets a limit of its own; the others follow the catalogue. */
export type CustomPlanRequired = { readonly _tag: 'CustomPlanRequired' }

export type SetCustomApiLimitOutcome =
  | CustomApiLimitSet
  | InvalidApiRateLimit
  | CustomPlanRequired
  | UserNotFound

/**
 * An admin sets the API rate limit agreed with an enterprise user (calls a minute, per user and per
 * key; issue 21 §2), or clears it (null: back to the plan's limits). Setting needs a running CUSTOM
 * plan; clearing is always allowed. The change is audited, and every process forgets the user's
 * remembered limits (`limitsChanged`: this one at once, the others as Redis tells them), so it applies
 * from their next call.
 */
export class SetCustomApiLimit {
  constructor(
    private readonly users: UserRepository,
    private readonly sources: SummarySources,
    private readonly clock: Clock,
    private readonly audit: AuditLogRepository,
    private readonly limitsChanged: (userId: UserId) => void,
  ) {}

  async execute(
    caller: Caller,
    { userId, perMinute }: { readonly userId: UserId; readonly perMinute: number | null },
  ): Promise<SetCustomApiLimitOutcome> {
    if (perMinute !== null && checkCustomApiLimit(perMinute)._tag === 'InvalidApiRateLimit')
      return { _tag: 'InvalidApiRateLimit' }
    const account = await this.users.find(userId)
    if (account === undefined) return { _tag: 'UserNotFound' }
    const now = this.clock.now()
    const before = await summarise(this.sources, account, now)
    if (perMinute !== null && !before.customPlan) return { _tag: 'CustomPlanRequired' }
    const replaced = await this.sources.customLimits.set(userId, perMinute)
    this.limitsChanged(userId)
    await recordChange(this.audit, {
      actor: actorOf(caller),
      action: 'user.api_rate_limit',
      targetId: userId,
      before: { apiCallsPerMinute: replaced },
      after: { apiCallsPerMinute: perMinute },
      at: now,
    })
    return { _tag: 'CustomApiLimitSet', user: { ...before, apiRateLimit: perMinute } }
  }
}
