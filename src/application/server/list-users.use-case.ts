import type { Balances } from '../../domain/credits/balances.ts'
import { pageCount } from '../../domain/pagination/page-count.ts'
import type { PlanType } from '../../domain/plans/plan-type.ts'
import type { Instant } from '../../domain/shared/instant.ts'
import { isUsable } from '../../domain/subscriptions/subscription.ts'
import type { BillingRepository } from './ports/billing.repository.port.ts'
import type { Clock } from './ports/clock.port.ts'
import type { CustomApiLimitRepository } from './ports/custom-api-limit.repository.port.ts'
import type { UserAccount, UserRepository } from './ports/user.repository.port.ts'
import { overviewOf } from './subscription-overview.ts'

export const USERS_PAGE_SIZE = 10

/** A user as the admin users page lists them: the account, the current plan and the credits left. */
export type UserSummary = {
  readonly account: UserAccount
  /** The current plan's type; null when none is usable (not even the FREE trial). */
  readonly planType: PlanType | null
  readonly balances: Balances
  /** Whether a CUSTOM (enterprise) plan is running: an admin may then set the API rate limit. */
  readonly customPlan: boolean
  /** The API rate limit an admin set (calls a minute); null: none. It applies while `customPlan`. */
  readonly apiRateLimit: number | null
}

export type UsersListing = {
  readonly users: readonly UserSummary[]
  readonly total: number
  readonly totalPages: number
}

/** Where a user's summary is read from. */
export type SummarySources = {
  readonly billing: BillingRepository
  readonly customLimits: CustomApiLimitRepository
}

/** Reads one user's plan, credits and API limit now; shared by the list, the grant and the limit. */
export const summarise = async (
  { billing, customLimits }: SummarySources,
  account: UserAccount,
  now: Instant,
): Promise<UserSummary> => {
  const [holdings, apiRateLimit] = await Promise.all([
    billing.holdings(account.id),
    customLimits.find(account.id),
  ])
  const overview = overviewOf(holdings, now)
  return {
    account,
    planType: overview.current?.subscription.planType ?? null,
    balances: overview.balances,
    customPlan: holdings.subscriptions.some((sub) => sub.planType === 'CUSTOM' && isUsable(sub, now)),
    apiRateLimit,
  }
}

/** GET /admin/users: 10 a page, newest first. */
export class ListUsers {
  constructor(
    private readonly users: UserRepository,
    private readonly sources: SummarySources,
    private readonly clock: Clock,
  ) {}

  async execute(page: number): Promise<UsersListing> {
    const { total, users } = await this.users.list((page - 1) * USERS_PAGE_SIZE, USERS_PAGE_SIZE)
    const now = this.clock.now()
    const summaries = await Promise.all(users.map((account) => summarise(this.sources, account, now)))
    return { users: summaries, total, totalPages: pageCount(total, USERS_PAGE_SIZE) }
  }
}
