import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Authorised } from '../../../application/browser/authorised.ts'
import type { OptOutReviewsGateway } from '../../../application/browser/ports/opt-out-reviews.gateway.port.ts'
import { OptOutTokens as T } from '../../../composition/browser/opt-out.area.ts'
import type { ReviewDecision } from '../../../domain/opt-out/review-decision.ts'
import { dataOrThrow, type ReportFailure, useFailureReporter } from '../../errors/use-failure-reporter.ts'
import { useUseCase } from '../../use-case-context.tsx'

const REVIEWS = ['admin', 'opt-out-reviews'] as const

/** GET /admin/opt-out-reviews?page=: one page of the pending removal requests. */
export const optOutReviewsQuery = (
  api: Authorised<OptOutReviewsGateway>,
  report: ReportFailure,
  page: number,
) =>
  queryOptions({
    queryKey: [...REVIEWS, page],
    queryFn: async () => dataOrThrow(await api.page(page), report),
    placeholderData: keepPreviousData,
  })

export const useOptOutReviews = (page: number) =>
  useQuery(optOutReviewsQuery(useUseCase(T.OptOutReviewsApi), useFailureReporter('api'), page))

/** Approves or rejects one review; either way the list is read again (another admin may have decided). */
export const useDecideOptOutReview = () => {
  const api = useUseCase(T.OptOutReviewsApi)
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (input: { readonly id: string; readonly decision: ReviewDecision }) =>
      api.decide(input.id, input.decision),
    onSettled: () => client.invalidateQueries({ queryKey: REVIEWS }),
  })
}
