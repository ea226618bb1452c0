import type { GetAccessToken } from './get-access-token.use-case.ts'
import type { AuditLogGateway } from './ports/audit-log.gateway.port.ts'
import { withAccessToken } from './with-access-token.ts'

/** GET /admin/audit?page=: one page of the audit log (admins only; others are refused by the API). */
export class ListAuditEntries {
  constructor(
    private readonly token: GetAccessToken,
    private readonly gateway: AuditLogGateway,
  ) {}

  execute(page: number) {
    return withAccessToken(this.token, (t) => this.gateway.page(t, page))
  }
}
