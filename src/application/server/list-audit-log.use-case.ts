import type { AuditEntry } from '../../domain/audit/audit-entry.ts'
import { pageCount } from '../../domain/pagination/page-count.ts'
import type { AuditLogRepository } from './ports/audit-log.repository.port.ts'

/** The audit log shows 20 entries a page. */
export const AUDIT_LOG_PAGE_SIZE = 20

export type AuditLogPageView = {
  readonly entries: readonly AuditEntry[]
  readonly total: number
  /** 0 when the log is empty. */
  readonly totalPages: number
  readonly page: number
}

/** GET /admin/audit (admins only, which the route checks): every admin action, newest first. */
export class ListAuditLog {
  constructor(private readonly log: AuditLogRepository) {}

  async execute(page: number): Promise<AuditLogPageView> {
    const { total, entries } = await this.log.page((page - 1) * AUDIT_LOG_PAGE_SIZE, AUDIT_LOG_PAGE_SIZE)
    return { entries, total, totalPages: pageCount(total, AUDIT_LOG_PAGE_SIZE), page }
  }
}
