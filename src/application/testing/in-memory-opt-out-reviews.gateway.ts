import { OPT_OUT_REVIEW_CODES } from '../../domain/opt-out/opt-out-failures.ts'
import type { ReviewDecision } from '../../domain/opt-out/review-decision.ts'
import { type ApiCallFailed, apiCallFailed } from '../browser/ports/api-call-failed.ts'
import type { LogPage } from '../browser/ports/log-page.ts'
import type {
  OptOutReviewEntry,
  OptOutReviewsGateway,
} from '../browser/ports/opt-out-reviews.gateway.port.ts'
import { pageOf } from './log-pages.ts'

export const REVIEWS_PAGE_SIZE = 20

/**
 * OptOutReviewsGateway in memory: administrators' tokens (`admins`) read the reviews tests `add`,
 * oldest first, and decide each once; any other token is refused as the service refuses it.
 */
export class InMemoryOptOutReviewsGateway implements OptOutReviewsGateway {
  readonly decisions: { readonly id: string; readonly decision: ReviewDecision }[] = []
  private readonly reviews: OptOutReviewEntry[] = []

  constructor(private readonly admins: ReadonlySet<string> = new Set(['admin'])) {}

  add(review: Omit<OptOutReviewEntry, 'id'> & { readonly id?: string }): this {
    this.reviews.push({ ...review, id: review.id ?? `review-${this.reviews.length + 1}` })
    return this
  }

  async page(accessToken: string, page: number): Promise<LogPage<OptOutReviewEntry> | ApiCallFailed> {
    if (!this.admins.has(accessToken)) return forbidden()
    const pending = this.reviews
      .filter((r) => !this.decisions.some((d) => d.id === r.id))
      .sort((a, b) => Date.parse(a.requestedAt) - Date.parse(b.requestedAt))
    return pageOf(pending, page, REVIEWS_PAGE_SIZE)
  }

  async decide(accessToken: string, id: string, decision: ReviewDecision) {
    if (!this.admins.has(accessToken)) return forbidden()
    if (!this.reviews.some((r) => r.id === id))
      return apiCallFailed(404, {
        code: OPT_OUT_REVIEW_CODES.reviewUnknown,
        message: 'No removal request has this id',
      })
    if (this.decisions.some((d) => d.id === id))
      return apiCallFailed(409, { code: OPT_OUT_REVIEW_CODES.reviewDecided, message: 'decided already' })
    this.decisions.push({ id, decision })
    return { decision }
  }
}

const forbidden = () => apiCallFailed(403, { code: 'FORBIDDEN', message: 'This call is for administrators' })
