import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { logPageOf } from '../../../application/browser/ports/log-page.ts'
import type { OptOutApi } from '../../../application/browser/ports/opt-out.api.port.ts'
import { OptOutTokens as T } from '../../../composition/browser/opt-out.area.ts'
import type { ReviewDecision } from '../../../domain/opt-out/review-decision.ts'
import { dataOrThrow, type ReportFailure, useFailureReporter } from '../../errors/use-failure-reporter.ts'
import { useUseCase } from '../../use-case-context.tsx'

const REVIEWS = ['admin', 'opt-out-reviews'] as const

/** GET /admin/opt-out-reviews?page=: one page of the pending removal requests. */
export const optOutReviewsQuery = (api: OptOutApi, report: ReportFailure, page: number) =>
  queryOptions({
    queryKey: [...REVIEWS, page],
    queryFn: async () => logPageOf(dataOrThrow(await api.optOutReviews({ query: { page } }), report)),
    placeholderData: keepPreviousData,
  })

export const useOptOutReviews = (page: number) =>
  useQuery(optOutReviewsQuery(useUseCase(T.OptOutApi), useFailureReporter('api'), page))

/** Approves or rejects one review; either way the list is read again (another admin may have decided). */
export const useDecideOptOutReview = () => {
  const api = useUseCase(T.OptOutApi)
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (input: { readonly id: string; readonly decision: ReviewDecision }) =>
      api.decideOptOutReview({ params: { id: input.id }, body: { decision: input.decision } }),
    onSettled: () => client.invalidateQueries({ queryKey: REVIEWS }),
  })
}
