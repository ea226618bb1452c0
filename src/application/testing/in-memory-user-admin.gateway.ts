import { checkCustomApiLimit } from '../../domain/plans/api-rate-limit.ts'
import type { PlanType } from '../../domain/plans/plan-type.ts'
import { instant } from '../../domain/shared/instant.ts'
import { type ApiCallFailed, apiCallFailed } from '../browser/ports/api-call-failed.ts'
import type {
  CreditGrantRequest,
  CreditsLeft,
  UserAccountSummary,
  UserAccountsPage,
  UserAdminGateway,
} from '../browser/ports/user-admin.gateway.port.ts'

const PAGE_SIZE = 10

export type NewUser = {
  readonly id: string
  readonly username?: string
  readonly email?: string | null
  readonly role?: 'admin' | 'user'
  readonly planType?: PlanType | null
  readonly credits?: Partial<CreditsLeft>
  readonly customPlan?: boolean
  readonly apiRateLimit?: number | null
}

// How a granted kind shows in the credits left: lead credits count for both emails and phones.
const SHOWN_AS: Readonly<Record<string, readonly (keyof CreditsLeft)[]>> = {
  lead: ['email', 'phone'],
  email: ['email'],
  phone: ['phone'],
  search: ['search'],
  free: ['free'],
}

const isWhole = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max

// The service's request schema for a grant (admin-users.routes.ts), so a form bug shows here too.
const isValidGrant = ({ grants, days, price }: CreditGrantRequest) =>
  grants.length >= 1 &&
  grants.length <= 10 &&
  grants.every((g) => isWhole(g.quantity, 1, 1_000_000)) &&
  (days === undefined || isWhole(days, 1, 3650)) &&
  (price === undefined || isWhole(price, 0, 100_000_000))

/**
 * UserAdminGateway in memory, answering as the service does: 10 users a page, newest first; a grant
 * adds to the credits left (lead to both email and phone) and makes CUSTOM the current plan of a user
 * on the trial or on nothing. Users join with `addUser`, one second apart; `failNext` breaks a call.
 */
export class InMemoryUserAdminGateway implements UserAdminGateway {
  readonly grants: { readonly userId: string; readonly request: CreditGrantRequest }[] = []
  readonly limits: { readonly userId: string; readonly perMinute: number | null }[] = []
  private readonly users: UserAccountSummary[] = []
  private failure: ApiCallFailed | null = null
  private clock = Date.UTC(2026, 0, 1)

  addUser(user: NewUser): this {
    this.clock += 1000
    this.users.push({
      id: user.id,
      username: user.username ?? user.id,
      email: user.email ?? null,
      role: user.role ?? 'user',
      planType: user.planType === undefined ? 'FREE' : user.planType,
      credits: { free: 10, email: 0, phone: 0, search: 0, ...user.credits },
      createdAt: instant(this.clock),
      customPlan: user.customPlan ?? user.planType === 'CUSTOM',
      apiRateLimit: user.apiRateLimit ?? null,
    })
    return this
  }

  failNext(status: ApiCallFailed['status'], message?: string): this {
    this.failure = apiCallFailed(status, message === undefined ? {} : { message })
    return this
  }

  async list(_accessToken: string, page: number): Promise<UserAccountsPage | ApiCallFailed> {
    const failure = this.takeFailure()
    if (failure !== null) return failure
    if (!Number.isInteger(page) || page < 1)
      return apiCallFailed(400, { code: 'INVALID_REQUEST', message: 'page must be a whole number from 1' })
    const newest = [...this.users].sort((a, b) => b.createdAt - a.createdAt)
    return {
      users: newest.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
      total: newest.length,
      totalPages: Math.ceil(newest.length / PAGE_SIZE),
    }
  }

  async grantCredits(
    _accessToken: string,
    userId: string,
    request: CreditGrantRequest,
  ): Promise<UserAccountSummary | ApiCallFailed> {
    this.grants.push({ userId, request })
    const failure = this.takeFailure()
    if (failure !== null) return failure
    if (!isValidGrant(request))
      return apiCallFailed(400, { code: 'INVALID_REQUEST', message: 'Invalid grant' })
    const index = this.users.findIndex((u) => u.id === userId)
    const user = this.users[index]
    if (user === undefined)
      return apiCallFailed(404, { code: 'USER_NOT_FOUND', message: 'No user has this id' })
    const credits = { ...user.credits }
    for (const { kind, quantity } of request.grants)
      for (const shown of SHOWN_AS[kind] ?? []) credits[shown] += quantity
    const planType = user.planType === null || user.planType === 'FREE' ? 'CUSTOM' : user.planType
    const granted = { ...user, credits, planType, customPlan: true }
    this.users[index] = granted
    return granted
  }

  async setApiRateLimit(
    _accessToken: string,
    userId: string,
    perMinute: number | null,
  ): Promise<UserAccountSummary | ApiCallFailed> {
    this.limits.push({ userId, perMinute })
    const failure = this.takeFailure()
    if (failure !== null) return failure
    if (perMinute !== null && checkCustomApiLimit(perMinute)._tag === 'InvalidApiRateLimit')
      return apiCallFailed(400, { code: 'INVALID_API_RATE_LIMIT', message: 'Invalid API rate limit' })
    const index = this.users.findIndex((u) => u.id === userId)
    const user = this.users[index]
    if (user === undefined)
      return apiCallFailed(404, { code: 'USER_NOT_FOUND', message: 'No user has this id' })
    if (perMinute !== null && !user.customPlan)
      return apiCallFailed(409, { code: 'CUSTOM_PLAN_REQUIRED', message: 'No running CUSTOM plan' })
    const changed = { ...user, apiRateLimit: perMinute }
    this.users[index] = changed
    return changed
  }

  private takeFailure(): ApiCallFailed | null {
    const failure = this.failure
    this.failure = null
    return failure
  }
}
