import type { ListAuditLog } from '../../../../application/server/list-audit-log.use-case.ts'
import { auditLog } from '../../../http-contract/admin.ts'
import { type AnyRoute, defineRoute } from '../routing/route.ts'
import { auditResponse } from './audit.views.ts'

export type AuditRouteDeps = { readonly listAuditLog: ListAuditLog }

export const auditRoutes = (deps: AuditRouteDeps): readonly AnyRoute[] => [
  defineRoute(auditLog, async ({ query }) => auditResponse(await deps.listAuditLog.execute(query.page))),
]
