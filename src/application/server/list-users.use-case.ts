import type { Balances } from '../../domain/credits/balances.ts'
import { pageCount } from '../../domain/pagination/page-count.ts'
import type { PlanType } from '../../domain/plans/plan-type.ts'
import type { Instant } from '../../domain/shared/instant.ts'
import type { BillingRepository } from './ports/billing.repository.port.ts'
import type { Clock } from './ports/clock.port.ts'
import type { UserAccount, UserRepository } from './ports/user.repository.port.ts'
import { overviewOf } from './subscription-overview.ts'

export const USERS_PAGE_SIZE = 10

/** A user as the admin users page lists them: the account, the current plan and the credits left. */
export type UserSummary = {
  readonly account: UserAccount
  /** The current plan's type; null when none is usable (not even the FREE trial). */
  readonly planType: PlanType | null
  readonly balances: Balances
}

export type UsersListing = {
  readonly users: readonly UserSummary[]
  readonly total: number
  readonly totalPages: number
}

/** Reads one user's plan and credits now; shared by the list and the credit grant. */
export const summarise = async (
  billing: BillingRepository,
  account: UserAccount,
  now: Instant,
): Promise<UserSummary> => {
  const overview = overviewOf(await billing.holdings(account.id), now)
  return { account, planType: overview.current?.subscription.planType ?? null, balances: overview.balances }
}

/** GET /admin/users: 10 a page, newest first. */
export class ListUsers {
  constructor(
    private readonly users: UserRepository,
    private readonly billing: BillingRepository,
    private readonly clock: Clock,
  ) {}

  async execute(page: number): Promise<UsersListing> {
    const { total, users } = await this.users.list((page - 1) * USERS_PAGE_SIZE, USERS_PAGE_SIZE)
    const now = this.clock.now()
    const summaries = await Promise.all(users.map((account) => summarise(this.billing, account, now)))
    return { users: summaries, total, totalPages: pageCount(total, USERS_PAGE_SIZE) }
  }
}
