import type { OptOutEmail } from '../../../domain/opt-out/opt-out-email.ts'
import type { RequesterRelationship } from '../../../domain/opt-out/requester-relationship.ts'
import type { ReviewDecision } from '../../../domain/opt-out/review-decision.ts'
import type { ProfileId } from '../../../domain/profiles/profile-id.ts'
import type { Instant } from '../../../domain/shared/instant.ts'

/** A removal request no one can confirm by mail (the data holds no address for the person). */
export type NewOptOutReview = {
  readonly id: string
  readonly profileId: ProfileId
  /** Where the admin can reach the requester; never used to confirm anything. */
  readonly requesterEmail: OptOutEmail
  readonly relationship: RequesterRelationship
  readonly requestedAt: Instant
}

/**
 * A review as stored. While pending it names the profile and the requester (the admin needs both);
 * deciding forgets them, as confirming a mailed request does: the audit log keeps who decided what.
 */
export type OptOutReviewRecord =
  | (NewOptOutReview & { readonly decision: null; readonly decidedAt: null })
  | {
      readonly id: string
      readonly profileId: null
      readonly requesterEmail: null
      readonly relationship: null
      readonly requestedAt: Instant
      readonly decision: ReviewDecision
      readonly decidedAt: Instant
    }

export type PendingOptOutReview = Extract<OptOutReviewRecord, { decision: null }>

/** The removal requests waiting for an admin, and the decisions taken on them. */
export interface OptOutReviews {
  add(review: NewOptOutReview): Promise<void>
  find(id: string): Promise<OptOutReviewRecord | undefined>
  /** Pending ones, oldest first (the longest waiting is answered first), and how many are pending. */
  pending(
    offset: number,
    limit: number,
  ): Promise<{ readonly total: number; readonly reviews: readonly PendingOptOutReview[] }>
  /**
   * Records the decision and forgets the profile, the requester and the relationship; false when the
   * review was not pending (unknown, or decided already), so of two decisions at once only one counts.
   */
  decide(id: string, decision: ReviewDecision, at: Instant): Promise<boolean>
}
