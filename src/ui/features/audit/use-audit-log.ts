import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { BrowserTokens as T } from '../../../composition/tokens.ts'
import { dataOrThrow, useFailureReporter } from '../../errors/use-failure-reporter.ts'
import { useUseCase } from '../../use-case-context.tsx'

/** GET /admin/audit?page=: one page of the audit log (the previous one stays while the next loads). */
export const useAuditLog = (page: number) => {
  const list = useUseCase(T.ListAuditEntries)
  const report = useFailureReporter('api')
  return useQuery({
    queryKey: ['audit-log', page],
    queryFn: async () => dataOrThrow(await list.execute(page), report),
    placeholderData: keepPreviousData,
  })
}
