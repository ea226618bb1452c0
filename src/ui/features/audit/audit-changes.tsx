import { useTranslation } from 'react-i18next'
import type { AuditLogEntry } from '../../../application/browser/ports/admin.api.port.ts'
import { ALL_AUDIT_FIELDS } from '../../../domain/audit/audit-fields.ts'
import { fieldKey, formatAuditValue } from './audit-value.ts'

const rank = (field: string) => {
  const at = ALL_AUDIT_FIELDS.indexOf(field)
  return at === -1 ? ALL_AUDIT_FIELDS.length : at
}

/** An entry's changed fields, one line each: "Discount: ¥50 → ¥62.50". */
export const AuditChanges = ({ details }: { details: AuditLogEntry['details'] }) => {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage
  // The database keeps JSON keys in an order of its own: shown in the order the domain lists fields.
  const fields = Object.entries(details).sort(([a], [b]) => rank(a) - rank(b))
  if (fields.length === 0) return <span className="text-slate-400">{t('audit.values.none')}</span>
  return (
    <ul className="flex flex-col gap-0.5">
      {fields.map(([field, { from, to }]) => (
        <li key={field} className="break-words">
          {t('audit.change', {
            field: t(fieldKey(field), { defaultValue: field }),
            from: formatAuditValue(field, from, t, language),
            to: formatAuditValue(field, to, t, language),
          })}
        </li>
      ))}
    </ul>
  )
}
