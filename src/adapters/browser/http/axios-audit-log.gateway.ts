import type { AxiosInstance } from 'axios'
import { Schema } from 'effect'
import { type ApiCallFailed, isCallFailure } from '../../../application/browser/ports/api-call-failed.ts'
import type {
  AuditLogEntry,
  AuditLogGateway,
} from '../../../application/browser/ports/audit-log.gateway.port.ts'
import type { LogPage } from '../../../application/browser/ports/log-page.ts'
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, type AuditValue } from '../../../domain/audit/audit-entry.ts'
import { AUDIT_MONEY_FIELDS } from '../../../domain/audit/audit-fields.ts'
import { requestJson } from './request-json.ts'
import { IsoInstant, PageMeta, toFen } from './wire-schemas.ts'

const Value = Schema.Union([Schema.String, Schema.Number, Schema.Boolean, Schema.Null])

const AuditBody = Schema.Struct({
  data: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      at: IsoInstant,
      actor: Schema.Union([
        Schema.Struct({ type: Schema.Literal('user'), id: Schema.String, username: Schema.String }),
        Schema.Struct({ type: Schema.Literal('system') }),
      ]),
      action: Schema.Literals(AUDIT_ACTIONS),
      target: Schema.Struct({ type: Schema.Literals(AUDIT_TARGET_TYPES), id: Schema.String }),
      details: Schema.Record(Schema.String, Schema.Struct({ from: Value, to: Value })),
    }),
  ),
  meta: PageMeta,
})

// The wire speaks yuan (docs/api.md); inside, money is fen.
const inside = (field: string, value: AuditValue): AuditValue =>
  AUDIT_MONEY_FIELDS.includes(field) && typeof value === 'number' && value >= 0 ? toFen(value) : value

const entryOf = (wire: (typeof AuditBody.Type)['data'][number]): AuditLogEntry => ({
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
    const body = await requestJson(
      this.client,
      accessToken,
      { method: 'GET', url: '/api/admin/audit', params: { page } },
      AuditBody,
    )
    return isCallFailure(body) ? body : { entries: body.data.map(entryOf), ...body.meta }
  }
}
