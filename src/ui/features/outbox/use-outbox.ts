import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { AdminApi } from '../../../application/browser/ports/admin.api.port.ts'
import { logPageOf } from '../../../application/browser/ports/log-page.ts'
import { OutboxTokens as T } from '../../../composition/browser/outbox.area.ts'
import { dataOrThrow, type ReportFailure, useFailureReporter } from '../../errors/use-failure-reporter.ts'
import { useUseCase } from '../../use-case-context.tsx'

/** GET /admin/outbox?page=: one page of the sent mail (the page shown stays while the next loads). */
export const outboxQuery = (api: AdminApi, report: ReportFailure, page: number) =>
  queryOptions({
    queryKey: ['admin', 'outbox', page],
    queryFn: async () => logPageOf(dataOrThrow(await api.outbox({ query: { page } }), report)),
    placeholderData: keepPreviousData,
  })

export const useOutbox = (page: number) =>
  useQuery(outboxQuery(useUseCase(T.OutboxApi), useFailureReporter('api'), page))
