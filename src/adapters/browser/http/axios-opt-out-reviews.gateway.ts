import type { AxiosInstance } from 'axios'
import { type ApiCallFailed, isCallFailure } from '../../../application/browser/ports/api-call-failed.ts'
import type { LogPage } from '../../../application/browser/ports/log-page.ts'
import type {
  OptOutReviewEntry,
  OptOutReviewsGateway,
} from '../../../application/browser/ports/opt-out-reviews.gateway.port.ts'
import type { ReviewDecision } from '../../../domain/opt-out/review-decision.ts'
import { decideOptOutReview, optOutReviews } from '../../http-contract/opt-out.ts'
import { callApi } from './call-api.ts'

/** OptOutReviewsGateway over the shared API client: GET and POST /api/admin/opt-out-reviews. */
export class AxiosOptOutReviewsGateway implements OptOutReviewsGateway {
  constructor(private readonly client: AxiosInstance) {}

  async page(accessToken: string, page: number): Promise<LogPage<OptOutReviewEntry> | ApiCallFailed> {
    const body = await callApi(this.client, accessToken, optOutReviews, { query: { page: String(page) } })
    return isCallFailure(body) ? body : { entries: body.data, ...body.meta }
  }

  decide(accessToken: string, id: string, decision: ReviewDecision) {
    return callApi(this.client, accessToken, decideOptOutReview, { params: { id }, body: { decision } })
  }
}
