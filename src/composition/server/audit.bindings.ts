import type { Container } from 'inversify'
import { ListAuditLog } from '../../application/server/list-audit-log.use-case.ts'
import { ServerTokens as T } from '../tokens.ts'
import { typedAsyncResolver } from '../typed-resolution.ts'

/** The audit log's reader; its writers are the audited use cases, bound with their areas. */
export const bindAudit = (container: Container): void => {
  container
    .bind(T.ListAuditLog)
    .toDynamicValue(async (ctx) => new ListAuditLog(await typedAsyncResolver(ctx)(T.AuditLog)))
}
