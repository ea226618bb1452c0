import type { ReviewDecision } from '../../domain/opt-out/review-decision.ts'
import type { Instant } from '../../domain/shared/instant.ts'
import type {
  NewOptOutReview,
  OptOutReviewRecord,
  OptOutReviews,
  PendingOptOutReview,
} from '../server/ports/opt-out-reviews.repository.port.ts'

/** OptOutReviews in memory: the fake for tests of the use cases that read and decide reviews. */
export class InMemoryOptOutReviews implements OptOutReviews {
  private readonly reviews = new Map<string, OptOutReviewRecord>()

  async add(review: NewOptOutReview): Promise<void> {
    if (this.reviews.has(review.id)) throw new Error(`opt-out review ${review.id} exists already`)
    this.reviews.set(review.id, { ...review, decision: null, decidedAt: null })
  }

  async find(id: string): Promise<OptOutReviewRecord | undefined> {
    return this.reviews.get(id)
  }

  async pending(offset: number, limit: number) {
    const waiting = [...this.reviews.values()]
      .filter((r): r is PendingOptOutReview => r.decision === null)
      .sort((a, b) => a.requestedAt - b.requestedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    return { total: waiting.length, reviews: waiting.slice(offset, offset + limit) }
  }

  async decide(id: string, decision: ReviewDecision, at: Instant): Promise<boolean> {
    const review = this.reviews.get(id)
    if (review === undefined || review.decision !== null) return false
    this.reviews.set(id, {
      id,
      profileId: null,
      requesterEmail: null,
      relationship: null,
      requestedAt: review.requestedAt,
      decision,
      decidedAt: at,
    })
    return true
  }
}
