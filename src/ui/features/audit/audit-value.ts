import type { TFunction } from 'i18next'
import type { AuditAction, AuditValue } from '../../../domain/audit/audit-entry.ts'
import { AUDIT_MONEY_FIELDS, AUDITED_STATUSES } from '../../../domain/audit/audit-fields.ts'
import { ROLES } from '../../../domain/identity/role.ts'
import { REVIEW_DECISIONS } from '../../../domain/opt-out/review-decision.ts'
import { fen } from '../../../domain/shared/money.ts'
import { formatYuan } from '../pricing/format-yuan.ts'

/** The message key naming an action: 'invitation.create' → audit.actions.invitation.create. */
export const actionKey = (action: AuditAction): string => `audit.actions.${action}`

/** The message key labelling a field (every field of AUDIT_FIELDS has one, in both languages). */
export const fieldKey = (field: string): string => `audit.fields.${field}`

/** Whether a recorded value is a member of a closed list, which the page has words for. */
const isOneOf = <T extends string>(list: readonly T[], value: AuditValue): value is T =>
  (list as readonly unknown[]).includes(value)

const isWholeFen = (value: number) => Number.isSafeInteger(value) && value >= 0

/**
 * A recorded value as the page shows it: money in yuan, a period in days (or forever), statuses and
 * roles in words, nothing as a dash; anything else as recorded.
 */
export const formatAuditValue = (
  field: string,
  value: AuditValue,
  t: TFunction,
  language: string | undefined,
): string => {
  if (value === null) return t('audit.values.none')
  if (typeof value === 'boolean') return t(value ? 'audit.values.yes' : 'audit.values.no')
  if (typeof value === 'number' && AUDIT_MONEY_FIELDS.includes(field) && isWholeFen(value))
    return formatYuan(fen(value), language)
  if (field === 'days')
    return value === 'forever' ? t('audit.values.forever') : t('audit.values.days', { count: value })
  if (field === 'status' && isOneOf(AUDITED_STATUSES, value)) return t(`audit.values.status.${value}`)
  if (field === 'role' && isOneOf(ROLES, value)) return t(`audit.values.role.${value}`)
  if (field === 'decision' && isOneOf(REVIEW_DECISIONS, value)) return t(`audit.values.decision.${value}`)
  return String(value)
}
