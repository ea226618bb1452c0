import type { AuditLogPageView } from '../../../../application/server/list-audit-log.use-case.ts'
import type { AuditDetails, AuditEntry, AuditValue } from '../../../../domain/audit/audit-entry.ts'
import { AUDIT_MONEY_FIELDS } from '../../../../domain/audit/audit-fields.ts'
import { toDate } from '../../../../domain/shared/instant.ts'
import { fen, fenToYuan } from '../../../../domain/shared/money.ts'
import type { AuditAnswer } from '../../../http-contract/admin.ts'

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

const entryView = (entry: AuditEntry): (typeof AuditAnswer.Type)['data'][number] => ({
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

export const auditResponse = (log: AuditLogPageView): typeof AuditAnswer.Type => ({
  data: log.entries.map(entryView),
  meta: { page: log.page, totalPages: log.totalPages, total: log.total },
})
