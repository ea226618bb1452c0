import type { ReviewDecision } from '../../../domain/opt-out/review-decision.ts'
import type { ApiCallFailed } from './api-call-failed.ts'
import type { LogPage } from './log-page.ts'

/** A removal request waiting for an admin (GET /admin/opt-out-reviews). */
export type OptOutReviewEntry = {
  readonly id: string
  readonly profileLink: string
  /** The person's name in the data now; null when the profile is not in it. */
  readonly name: string | null
  readonly requesterEmail: string
  readonly relationship: string
  /** ISO 8601. */
  readonly requestedAt: string
}

/**
 * Administrators read the pending removal requests, 20 a page, oldest first, and decide each once
 * (a second decision is refused, 409 OPT_OUT_REVIEW_DECIDED); anyone else is refused (403).
 */
export interface OptOutReviewsGateway {
  page(accessToken: string, page: number): Promise<LogPage<OptOutReviewEntry> | ApiCallFailed>
  decide(
    accessToken: string,
    id: string,
    decision: ReviewDecision,
  ): Promise<{ readonly decision: ReviewDecision } | ApiCallFailed>
}
