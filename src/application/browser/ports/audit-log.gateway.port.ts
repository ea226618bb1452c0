import type { AuditAction, AuditTargetType, AuditValue } from '../../../domain/audit/audit-entry.ts'
import type { ApiCallFailed } from './api-call-failed.ts'
import type { LogPage } from './log-page.ts'

/** One admin action of GET /admin/audit. */
export type AuditLogEntry = {
  readonly id: string
  /** ISO 8601. */
  readonly at: string
  /** A user, named as they were then; or the system (a role the sign-in provider gave or took away). */
  readonly actor:
    | { readonly type: 'user'; readonly id: string; readonly username: string }
    | { readonly type: 'system' }
  readonly action: AuditAction
  readonly target: { readonly type: AuditTargetType; readonly id: string }
  /** The changed fields only, from → to (null: not there). Money fields (AUDIT_MONEY_FIELDS) in fen. */
  readonly details: Readonly<Record<string, { readonly from: AuditValue; readonly to: AuditValue }>>
}

/** The audit log, for administrators: 20 entries a page, newest first. */
export interface AuditLogGateway {
  page(accessToken: string, page: number): Promise<LogPage<AuditLogEntry> | ApiCallFailed>
}
