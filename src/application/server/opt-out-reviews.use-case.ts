import { decideReview, type ReviewDecision, removesThePerson } from '../../domain/opt-out/review-decision.ts'
import { optOutEntries } from '../../domain/opt-out/suppression-key.ts'
import { pageCount } from '../../domain/pagination/page-count.ts'
import type { ProfileId } from '../../domain/profiles/profile-id.ts'
import type { Instant } from '../../domain/shared/instant.ts'
import { actorOf, recordChange } from './audit-trail.ts'
import type { Caller } from './caller.ts'
import type { AuditLogRepository } from './ports/audit-log.repository.port.ts'
import type { Clock } from './ports/clock.port.ts'
import type { ContactEraser } from './ports/contact-eraser.port.ts'
import type { ContactSource } from './ports/contact-source.port.ts'
import type { Digest } from './ports/digest.port.ts'
import type { OptOutReviews } from './ports/opt-out-reviews.repository.port.ts'
import type { SuppressionList } from './ports/suppression-list.repository.port.ts'

export const REVIEWS_PAGE_SIZE = 20

/** A pending review as the admin's page shows it: the request, and who the profile is today. */
export type ReviewListing = {
  readonly page: number
  readonly totalPages: number
  readonly total: number
  readonly reviews: readonly {
    readonly id: string
    readonly profileId: ProfileId
    /** The person's name in the data now; null when the profile is not (or no longer) in it. */
    readonly name: string | null
    readonly requesterEmail: string
    readonly relationship: string
    readonly requestedAt: Instant
  }[]
}

/** GET /admin/opt-out-reviews: the removal requests waiting for a decision, oldest first. */
export class ListOptOutReviews {
  constructor(
    private readonly reviews: OptOutReviews,
    private readonly contacts: Pick<ContactSource, 'person'>,
  ) {}

  async execute(page: number): Promise<ReviewListing> {
    const { total, reviews } = await this.reviews.pending((page - 1) * REVIEWS_PAGE_SIZE, REVIEWS_PAGE_SIZE)
    const people = await Promise.all(reviews.map((r) => this.contacts.person(r.profileId)))
    return {
      page,
      total,
      totalPages: pageCount(total, REVIEWS_PAGE_SIZE),
      reviews: reviews.map((r, i) => ({
        id: r.id,
        profileId: r.profileId,
        name: people[i]?.name ?? null,
        requesterEmail: r.requesterEmail,
        relationship: r.relationship,
        requestedAt: r.requestedAt,
      })),
    }
  }
}

export type OptOutReviewUnknown = { readonly _tag: 'OptOutReviewUnknown' }
export type OptOutReviewDecided = { readonly _tag: 'OptOutReviewDecided'; readonly decision: ReviewDecision }
export type ReviewDone = { readonly _tag: 'ReviewDone'; readonly decision: ReviewDecision }

export type DecideOptOutReviewDeps = {
  readonly reviews: OptOutReviews
  readonly list: SuppressionList
  readonly eraser: ContactEraser
  readonly digest: Digest
  readonly clock: Clock
  readonly audit: AuditLogRepository
  readonly pepper: string
}

/**
 * POST /admin/opt-out-reviews/:id: an admin approves (the person is suppressed and erased, as a
 * confirmed opt-out does, by profile: the data held no address for them) or rejects (nothing changes).
 * Decided once; every decision is in the audit log under the admin's name.
 */
export class DecideOptOutReview {
  constructor(private readonly deps: DecideOptOutReviewDeps) {}

  async execute(
    caller: Caller,
    input: { readonly id: string; readonly decision: ReviewDecision },
  ): Promise<ReviewDone | OptOutReviewUnknown | OptOutReviewDecided> {
    const { reviews, list, eraser, digest, clock, audit, pepper } = this.deps
    const review = await reviews.find(input.id)
    if (review === undefined) return { _tag: 'OptOutReviewUnknown' }
    const now = clock.now()
    const state =
      review.decision === null
        ? ({ _tag: 'Pending' } as const)
        : ({ _tag: 'Decided', decision: review.decision, at: review.decidedAt } as const)
    const decided = decideReview(state, input.decision, now)
    if (decided._tag === 'ReviewAlreadyDecided' || review.profileId === null)
      return { _tag: 'OptOutReviewDecided', decision: review.decision ?? input.decision }
    if (removesThePerson(decided)) {
      // Each step is idempotent and the review is marked last, as a mailed confirmation does.
      const who = { profileId: review.profileId, email: null }
      await list.suppress(optOutEntries(who, pepper, digest.sha256Hex), now)
      await eraser.forget(who)
    }
    // Two admins at once: the other's decision was recorded first and stands.
    if (!(await reviews.decide(review.id, input.decision, now))) {
      const current = await reviews.find(review.id)
      return { _tag: 'OptOutReviewDecided', decision: current?.decision ?? input.decision }
    }
    await recordChange(audit, {
      actor: actorOf(caller),
      action: 'optOut.decide',
      targetId: review.id,
      before: { decision: null },
      after: { decision: input.decision },
      at: now,
    })
    return { _tag: 'ReviewDone', decision: input.decision }
  }
}
