import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { CreditLogApi, SearchLogApi } from '../../../application/browser/ports/activity.api.port.ts'
import { logPageOf } from '../../../application/browser/ports/log-page.ts'
import { ActivityTokens as T } from '../../../composition/browser/activity.area.ts'
import { dataOrThrow, type ReportFailure, useFailureReporter } from '../../errors/use-failure-reporter.ts'
import { useUseCase } from '../../use-case-context.tsx'

/** GET /contact/history?page=: one page of the search log (the previous one stays while the next loads). */
export const searchLogQuery = (api: SearchLogApi, report: ReportFailure, page: number) =>
  queryOptions({
    queryKey: ['search-log', page],
    queryFn: async () => logPageOf(dataOrThrow(await api.searchHistory({ query: { page } }), report)),
    placeholderData: keepPreviousData,
  })

/** GET /payment/credit-log?page=: one page of the credit log. */
export const creditLogQuery = (api: CreditLogApi, report: ReportFailure, page: number) =>
  queryOptions({
    // Under 'subscription': whatever refreshes the credits after a charge refreshes this log too.
    queryKey: ['subscription', 'credit-log', page],
    queryFn: async () => logPageOf(dataOrThrow(await api.creditLog({ query: { page } }), report)),
    placeholderData: keepPreviousData,
  })

export const useSearchLog = (page: number) =>
  useQuery(searchLogQuery(useUseCase(T.SearchLogApi), useFailureReporter('api'), page))

export const useCreditLog = (page: number) =>
  useQuery(creditLogQuery(useUseCase(T.CreditLogApi), useFailureReporter('api'), page))
