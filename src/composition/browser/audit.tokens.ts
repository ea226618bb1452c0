import type { ListAuditEntries } from '../../application/browser/list-audit-entries.use-case.ts'
import { token } from '../token.ts'

/** The dashboard's audit log use cases (bound in audit.bindings.ts). */
export const AuditTokens = {
  ListAuditEntries: token<ListAuditEntries>('ListAuditEntries'),
} as const
