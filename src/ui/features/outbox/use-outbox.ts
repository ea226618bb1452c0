import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { Authorised } from '../../../application/browser/authorised.ts'
import type { OutboxGateway } from '../../../application/browser/ports/outbox.gateway.port.ts'
import { OutboxTokens as T } from '../../../composition/browser/outbox.area.ts'
import { dataOrThrow, type ReportFailure, useFailureReporter } from '../../errors/use-failure-reporter.ts'
import { useUseCase } from '../../use-case-context.tsx'

/** GET /admin/outbox?page=: one page of the sent mail (the page shown stays while the next loads). */
export const outboxQuery = (api: Authorised<OutboxGateway>, report: ReportFailure, page: number) =>
  queryOptions({
    queryKey: ['admin', 'outbox', page],
    queryFn: async () => dataOrThrow(await api.page(page), report),
    placeholderData: keepPreviousData,
  })

export const useOutbox = (page: number) =>
  useQuery(outboxQuery(useUseCase(T.OutboxApi), useFailureReporter('api'), page))
