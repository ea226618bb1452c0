import { type ApiCallFailed, apiCallFailed } from '../browser/ports/api-call-failed.ts'
import type { AuditLogEntry, AuditLogGateway } from '../browser/ports/audit-log.gateway.port.ts'
import type { LogPage } from '../browser/ports/log-page.ts'
import { pageOf } from './log-pages.ts'

/** The audit log's page size (the service's GET /admin/audit). */
export const AUDIT_LOG_PAGE_SIZE = 20

/**
 * AuditLogGateway in memory: 20 a page, newest first (of one time, last added first), for
 * administrators only (anyone else is refused with 403, an unknown token with 401). Tests name token
 * holders with `user`, add entries with `add` and fail a call with `failNext`.
 */
export class InMemoryAuditLogGateway implements AuditLogGateway {
  readonly pagesAsked: number[] = []
  private readonly admins = new Map<string, boolean>()
  private readonly entries: AuditLogEntry[] = []
  private readonly failures: ApiCallFailed[] = []

  user(accessToken: string, { admin }: { admin: boolean }): this {
    this.admins.set(accessToken, admin)
    return this
  }

  add(entry: Omit<AuditLogEntry, 'id'>): this {
    this.entries.push({ id: `audit-${this.entries.length + 1}`, ...entry })
    return this
  }

  failNext(status: ApiCallFailed['status'], details: { code?: string; message?: string } = {}): this {
    this.failures.push(apiCallFailed(status, details))
    return this
  }

  async page(accessToken: string, page: number): Promise<LogPage<AuditLogEntry> | ApiCallFailed> {
    this.pagesAsked.push(page)
    const failure = this.failures.shift()
    if (failure !== undefined) return failure
    const admin = this.admins.get(accessToken)
    if (admin === undefined) return apiCallFailed(401, { code: 'UNAUTHENTICATED' })
    if (!admin) return apiCallFailed(403, { code: 'FORBIDDEN' })
    const newestFirst = this.entries
      .map((entry, order) => ({ entry, order }))
      .sort((a, b) => Date.parse(b.entry.at) - Date.parse(a.entry.at) || b.order - a.order)
      .map(({ entry }) => entry)
    return pageOf(newestFirst, page, AUDIT_LOG_PAGE_SIZE)
  }
}
