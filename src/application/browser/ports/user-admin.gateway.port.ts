import type { CreditKind } from '../../../domain/credits/credit-kind.ts'
import type { PlanType } from '../../../domain/plans/plan-type.ts'
import type { Instant } from '../../../domain/shared/instant.ts'
import type { Fen } from '../../../domain/shared/money.ts'
import type { ApiCallFailed } from './api-call-failed.ts'

/**
 * Credits left now, as GET /api/payment/subscription counts them: `email` and `phone` both include lead
 * credits, so they do not add up.
 */
export type CreditsLeft = {
  readonly free: number
  readonly email: number
  readonly phone: number
  readonly search: number
}

/** A user as the admin users page lists them. */
export type UserAccountSummary = {
  readonly id: string
  readonly username: string
  readonly email: string | null
  readonly role: 'admin' | 'user'
  /** The current plan; null when nothing usable is left, not even the trial. */
  readonly planType: PlanType | null
  readonly credits: CreditsLeft
  readonly createdAt: Instant
  /** A CUSTOM (enterprise) plan is running: an admin may set the API rate limit. */
  readonly customPlan: boolean
  /** The API rate limit an admin set, calls a minute; null: the plan's limits. */
  readonly apiRateLimit: number | null
}

/** One page of users (10 a page, newest first). */
export type UserAccountsPage = {
  readonly users: readonly UserAccountSummary[]
  readonly total: number
  readonly totalPages: number
}

/** A CUSTOM grant agreed with sales: quantities per kind, optional validity and price. */
export type CreditGrantRequest = {
  readonly grants: readonly { readonly kind: CreditKind; readonly quantity: number }[]
  /** Absent: the credits never expire. */
  readonly days?: number
  /** Absent: free. */
  readonly price?: Fen
}

/**
 * The admin's calls about users (GET /api/admin/users, POST /api/admin/users/{id}/credits,
 * PUT /api/admin/users/{id}/api-rate-limit).
 */
export interface UserAdminGateway {
  list(accessToken: string, page: number): Promise<UserAccountsPage | ApiCallFailed>
  /** Answers the user as they are after the grant. */
  grantCredits(
    accessToken: string,
    userId: string,
    request: CreditGrantRequest,
  ): Promise<UserAccountSummary | ApiCallFailed>
  /**
   * Sets a CUSTOM-plan user's API rate limit (calls a minute), or clears it (null); answers the user as
   * they are after it. 400 INVALID_API_RATE_LIMIT, 404 USER_NOT_FOUND, 409 CUSTOM_PLAN_REQUIRED.
   */
  setApiRateLimit(
    accessToken: string,
    userId: string,
    perMinute: number | null,
  ): Promise<UserAccountSummary | ApiCallFailed>
}
