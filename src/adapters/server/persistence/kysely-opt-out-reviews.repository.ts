import type { Kysely } from 'kysely'
import type {
  NewOptOutReview,
  OptOutReviewRecord,
  OptOutReviews,
  PendingOptOutReview,
} from '../../../application/server/ports/opt-out-reviews.repository.port.ts'
import type { OptOutEmail } from '../../../domain/opt-out/opt-out-email.ts'
import type { RequesterRelationship } from '../../../domain/opt-out/requester-relationship.ts'
import { REVIEW_DECISIONS, type ReviewDecision } from '../../../domain/opt-out/review-decision.ts'
import type { ProfileId } from '../../../domain/profiles/profile-id.ts'
import { type Instant, toDate } from '../../../domain/shared/instant.ts'
import { instantOf } from './credit-ledger.rows.ts'
import type { Database } from './database-schema.ts'
import type { OptOutReviewsTable } from './opt-out-tables.ts'

const decisionOf = (value: string): ReviewDecision => {
  const decision = REVIEW_DECISIONS.find((d) => d === value)
  if (decision === undefined) throw new Error(`an opt-out review with an unknown decision: ${value}`)
  return decision
}

const recordOf = (row: OptOutReviewsTable): OptOutReviewRecord => {
  const requestedAt = instantOf(row.requested_at)
  if (row.decided_at !== null && row.decision !== null)
    return {
      id: row.id,
      profileId: null,
      requesterEmail: null,
      relationship: null,
      requestedAt,
      decision: decisionOf(row.decision),
      decidedAt: instantOf(row.decided_at),
    }
  if (row.profile_id === null || row.requester_email === null || row.relationship === null)
    throw new Error('a pending opt-out review without its request')
  return {
    id: row.id,
    profileId: row.profile_id as ProfileId,
    requesterEmail: row.requester_email as OptOutEmail,
    relationship: row.relationship as RequesterRelationship,
    requestedAt,
    decision: null,
    decidedAt: null,
  }
}

/** OptOutReviews on PostgreSQL or PGlite (migration 0017-opt-out-reviews). */
export class KyselyOptOutReviews implements OptOutReviews {
  constructor(private readonly db: Kysely<Database>) {}

  async add(review: NewOptOutReview): Promise<void> {
    await this.db
      .insertInto('opt_out_reviews')
      .values({
        id: review.id,
        profile_id: review.profileId,
        requester_email: review.requesterEmail,
        relationship: review.relationship,
        requested_at: toDate(review.requestedAt),
        decision: null,
        decided_at: null,
      })
      .execute()
  }

  async find(id: string): Promise<OptOutReviewRecord | undefined> {
    const row = await this.db
      .selectFrom('opt_out_reviews')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst()
    return row === undefined ? undefined : recordOf(row)
  }

  async pending(offset: number, limit: number) {
    const waiting = this.db.selectFrom('opt_out_reviews').where('decided_at', 'is', null)
    const [count, rows] = await Promise.all([
      waiting.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      waiting.selectAll().orderBy('requested_at').orderBy('id').offset(offset).limit(limit).execute(),
    ])
    return { total: Number(count.n), reviews: rows.map(recordOf) as PendingOptOutReview[] }
  }

  async decide(id: string, decision: ReviewDecision, at: Instant): Promise<boolean> {
    const updated = await this.db
      .updateTable('opt_out_reviews')
      .set({
        decision,
        decided_at: toDate(at),
        profile_id: null,
        requester_email: null,
        relationship: null,
      })
      .where('id', '=', id)
      .where('decided_at', 'is', null)
      .executeTakeFirst()
    return Number(updated.numUpdatedRows) === 1
  }
}
