import type { AxiosInstance } from 'axios'
import { type ApiCallFailed, isCallFailure } from '../../../application/browser/ports/api-call-failed.ts'
import type {
  AuditLogEntry,
  AuditLogGateway,
} from '../../../application/browser/ports/audit-log.gateway.port.ts'
import type { LogPage } from '../../../application/browser/ports/log-page.ts'
import type { AuditValue } from '../../../domain/audit/audit-entry.ts'
import { AUDIT_MONEY_FIELDS } from '../../../domain/audit/audit-fields.ts'
import { yuanToFen } from '../../../domain/shared/money.ts'
import { type AuditAnswer, auditLog } from '../../http-contract/admin.ts'
import { callApi } from './call-api.ts'

// The wire speaks yuan (docs/api.md); inside, money is fen.
const inside = (field: string, value: AuditValue): AuditValue =>
  AUDIT_MONEY_FIELDS.includes(field) && typeof value === 'number' && value >= 0 ? yuanToFen(value) : value

const entryOf = (wire: (typeof AuditAnswer.Type)['data'][number]): AuditLogEntry => ({
  ...wire,
  details: Object.fromEntries(
    Object.entries(wire.details).map(([field, c]) => [
      field,
      { from: inside(field, c.from), to: inside(field, c.to) },
    ]),
  ),
})

/** AuditLogGateway over the shared API client: GET /api/admin/audit?page=. */
export class AxiosAuditLogGateway implements AuditLogGateway {
  constructor(private readonly client: AxiosInstance) {}

  async page(accessToken: string, page: number): Promise<LogPage<AuditLogEntry> | ApiCallFailed> {
    const body = await callApi(this.client, accessToken, auditLog, { query: { page: String(page) } })
    return isCallFailure(body) ? body : { entries: body.data.map(entryOf), ...body.meta }
  }
}
