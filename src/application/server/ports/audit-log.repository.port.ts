import type { AuditEntry, NewAuditEntry } from '../../../domain/audit/audit-entry.ts'

export type AuditLogPage = { readonly total: number; readonly entries: readonly AuditEntry[] }

/**
 * The audit log of admin actions (GET /admin/audit). Entries are written once and never changed; each
 * keeps the actor's name as it was, so the log reads the same whatever happens to users later.
 */
export interface AuditLogRepository {
  append(entry: NewAuditEntry): Promise<void>
  /** Newest first; of one instant, last written first. */
  page(offset: number, limit: number): Promise<AuditLogPage>
}
