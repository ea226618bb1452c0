import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { BrowserTokens as T } from '../../../composition/tokens.ts'
import { dataOrThrow, useFailureReporter } from '../../errors/use-failure-reporter.ts'
import { useUseCase } from '../../use-case-context.tsx'

/** GET /admin/outbox?page=: one page of the sent mail (the page shown stays while the next loads). */
export const useOutbox = (page: number) => {
  const list = useUseCase(T.ListOutboxMail)
  const report = useFailureReporter('api')
  return useQuery({
    queryKey: ['admin', 'outbox', page],
    queryFn: async () => dataOrThrow(await list.execute(page), report),
    placeholderData: keepPreviousData,
  })
}
