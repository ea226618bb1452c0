import { Schema } from 'effect'
import type { ListAuditLog } from '../../../../application/server/list-audit-log.use-case.ts'
import { PageQuery } from '../routing/common-schemas.ts'
import { type AnyRoute, defineRoute } from '../routing/route.ts'
import { AuditResponse, auditResponse } from './audit.schemas.ts'

export type AuditRouteDeps = { readonly listAuditLog: ListAuditLog }

export const auditRoutes = (deps: AuditRouteDeps): readonly AnyRoute[] => [
  defineRoute({
    method: 'GET',
    path: '/api/admin/audit',
    access: 'admin',
    tag: 'admin',
    summary:
      'The audit log, 20 a page, newest first: invitation changes, credit grants and role changes, with who, on what, and the changed fields',
    query: Schema.Struct({ page: PageQuery }),
    response: AuditResponse,
    handle: async ({ query }) => auditResponse(await deps.listAuditLog.execute(query.page)),
  }),
]
