import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { BrowserTokens as T } from '../../../composition/tokens.ts'
import { dataOrThrow, useFailureReporter } from '../../errors/use-failure-reporter.ts'
import { useUseCase } from '../../use-case-context.tsx'

/** GET /contact/history?page=: one page of the search log (the previous one stays while the next loads). */
export const useSearchLog = (page: number) => {
  const list = useUseCase(T.ListSearchLog)
  const report = useFailureReporter('api')
  return useQuery({
    queryKey: ['search-log', page],
    queryFn: async () => dataOrThrow(await list.execute(page), report),
    placeholderData: keepPreviousData,
  })
}

/** GET /payment/credit-log?page=: one page of the credit log. */
export const useCreditLog = (page: number) => {
  const list = useUseCase(T.ListCreditCharges)
  const report = useFailureReporter('api')
  return useQuery({
    // Under 'subscription': whatever refreshes the credits after a charge refreshes this log too.
    queryKey: ['subscription', 'credit-log', page],
    queryFn: async () => dataOrThrow(await list.execute(page), report),
    placeholderData: keepPreviousData,
  })
}
