import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { AdminApi } from '../../../application/browser/ports/admin.api.port.ts'
import { logPageOf } from '../../../application/browser/ports/log-page.ts'
import { AuditTokens as T } from '../../../composition/browser/audit.area.ts'
import { dataOrThrow, type ReportFailure, useFailureReporter } from '../../errors/use-failure-reporter.ts'
import { useUseCase } from '../../use-case-context.tsx'

/** GET /admin/audit?page=: one page of the audit log (the previous one stays while the next loads). */
export const auditLogQuery = (api: AdminApi, report: ReportFailure, page: number) =>
  queryOptions({
    queryKey: ['audit-log', page],
    queryFn: async () => logPageOf(dataOrThrow(await api.auditLog({ query: { page } }), report)),
    placeholderData: keepPreviousData,
  })

export const useAuditLog = (page: number) =>
  useQuery(auditLogQuery(useUseCase(T.AuditLogApi), useFailureReporter('api'), page))
