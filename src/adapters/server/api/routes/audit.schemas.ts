import { Schema } from 'effect'
import type { AuditLogPageView } from '../../../../application/server/list-audit-log.use-case.ts'
import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  type AuditDetails,
  type AuditEntry,
  type AuditValue,
} from '../../../../domain/audit/audit-entry.ts'
import { AUDIT_MONEY_FIELDS } from '../../../../domain/audit/audit-fields.ts'
import { toDate } from '../../../../domain/shared/instant.ts'
import { fen, fenToYuan } from '../../../../domain/shared/money.ts'
import { IsoDate } from '../routing/common-schemas.ts'

const Value = Schema.Union([Schema.String, Schema.Number, Schema.Boolean, Schema.Null])

export const AuditResponse = Schema.Struct({
  data: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      at: IsoDate,
      /** A user (named as they were then), or the system: the sign-in provider's roles claim. */
      actor: Schema.Union([
        Schema.Struct({ type: Schema.Literal('user'), id: Schema.String, username: Schema.String }),
        Schema.Struct({ type: Schema.Literal('system') }),
      ]),
      action: Schema.Literals(AUDIT_ACTIONS),
      target: Schema.Struct({ type: Schema.Literals(AUDIT_TARGET_TYPES), id: Schema.String }),
      /** The changed fields only, each from → to (null: not there); money in yuan. */
      details: Schema.Record(Schema.String, Schema.Struct({ from: Value, to: Value })),
    }),
  ),
  meta: Schema.Struct({ page: Schema.Number, totalPages: Schema.Number, total: Schema.Number }),
})

// Money is fen inside and yuan on the wire (docs/api.md), in the log's details as everywhere else.
const wireValue = (field: string, value: AuditValue): AuditValue =>
  AUDIT_MONEY_FIELDS.includes(field) && typeof value === 'number' ? fenToYuan(fen(value)) : value

const detailsView = (details: AuditDetails) =>
  Object.fromEntries(
    Object.entries(details).map(([field, c]) => [
      field,
      { from: wireValue(field, c.from), to: wireValue(field, c.to) },
    ]),
  )

const entryView = (entry: AuditEntry): (typeof AuditResponse.Type)['data'][number] => ({
  id: entry.id,
  at: toDate(entry.at).toISOString(),
  actor:
    entry.actor._tag === 'User'
      ? { type: 'user', id: entry.actor.userId, username: entry.actor.username }
      : { type: 'system' },
  action: entry.action,
  target: entry.target,
  details: detailsView(entry.details),
})

export const auditResponse = (log: AuditLogPageView): typeof AuditResponse.Type => ({
  data: log.entries.map(entryView),
  meta: { page: log.page, totalPages: log.totalPages, total: log.total },
})
