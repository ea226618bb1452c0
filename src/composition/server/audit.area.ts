import type { Container } from 'inversify'
import { auditRoutes } from '../../adapters/server/api/routes/audit.routes.ts'
import { ListAuditLog } from '../../application/server/list-audit-log.use-case.ts'
import { token } from '../token.ts'
import { ServerTokens as T } from '../tokens.ts'
import { typedAsyncResolver } from '../typed-resolution.ts'

/** The audit log's reader; its writers are the audited use cases, bound with their areas. */
export const AuditTokens = {
  ListAuditLog: token<ListAuditLog>('ListAuditLog'),
} as const

export const bindAuditArea = (container: Container): void => {
  container
    .bind(AuditTokens.ListAuditLog)
    .toDynamicValue(async (ctx) => new ListAuditLog(await typedAsyncResolver(ctx)(T.AuditLog)))
  container
    .bind(T.AreaRoutes)
    .toDynamicValue(async (ctx) =>
      auditRoutes({ listAuditLog: await typedAsyncResolver(ctx)(AuditTokens.ListAuditLog) }),
    )
}
