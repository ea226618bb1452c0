import type { CreditKind } from '../../../domain/credits/credit-kind.ts'
import type { PlanType } from '../../../domain/plans/plan-type.ts'
import type { ApiCallFailed } from './api-call-failed.ts'
import type { LogPage } from './log-page.ts'

/** One charge of GET /payment/credit-log: what was paid for, with which credit, from which plan. */
export type CreditLogLine = {
  readonly id: string
  readonly kind: CreditKind
  readonly quantity: number
  /** What was paid for: 'RevealProfile', 'RevealMember', 'ViewMembersPage' (others may come). */
  readonly action: string
  /** A profile id for reveals, the company and page for a members page; null when nothing names it. */
  readonly reference: string | null
  /** ISO 8601. */
  readonly at: string
  /** The plan or packet whose credit paid; null when the service no longer knows. */
  readonly planType: PlanType | null
}

/** The signed-in user's credit log: one line per charge, 20 a page, newest first. */
export interface CreditLogGateway {
  page(accessToken: string, page: number): Promise<LogPage<CreditLogLine> | ApiCallFailed>
}
