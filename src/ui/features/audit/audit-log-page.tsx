import { useTranslation } from 'react-i18next'
import type { AuditLogEntry } from '../../../application/browser/ports/admin.api.port.ts'
import { formatDateTime } from '../activity/format-time.ts'
import { LogPage } from '../activity/log-page.tsx'
import { Cell } from '../activity/log-table.tsx'
import { RequireAdmin } from '../dashboard/require-admin.tsx'
import { AuditChanges } from './audit-changes.tsx'
import { actionKey } from './audit-value.ts'
import { useAuditLog } from './use-audit-log.ts'

// Generated ids (UUIDs) are long: their first characters tell entries apart; the whole id is the title.
const shortId = (id: string) => (id.length > 12 ? `${id.slice(0, 8)}…` : id)

type AuditLogPageProps = { readonly page: number; readonly onPageChange: (page: number) => void }

const Actor = ({ actor }: { actor: AuditLogEntry['actor'] }) => {
  const { t } = useTranslation()
  return actor.type === 'user' ? (
    <span>{actor.username}</span>
  ) : (
    <span className="italic">{t('audit.system')}</span>
  )
}

const AuditLog = ({ page, onPageChange }: AuditLogPageProps) => {
  const { t, i18n } = useTranslation()
  const query = useAuditLog(page)
  const columns = [
    { key: 'time', label: t('audit.columns.time') },
    { key: 'actor', label: t('audit.columns.actor') },
    { key: 'action', label: t('audit.columns.action') },
    { key: 'target', label: t('audit.columns.target') },
    { key: 'details', label: t('audit.columns.details') },
  ]
  return (
    <LogPage
      title={t('audit.title')}
      subtitle={t('audit.subtitle')}
      emptyText={t('audit.empty')}
      columns={columns}
      query={query}
      page={page}
      onPageChange={onPageChange}
      row={(entry) => (
        <tr key={entry.id}>
          <Cell className="whitespace-nowrap text-slate-600">
            <time dateTime={entry.at}>{formatDateTime(entry.at, i18n.resolvedLanguage)}</time>
          </Cell>
          <Cell>
            <Actor actor={entry.actor} />
          </Cell>
          <Cell className="whitespace-nowrap">{t(actionKey(entry.action))}</Cell>
          <Cell className="text-slate-600">
            <span title={entry.target.id}>
              {t(`audit.targets.${entry.target.type}`, { id: shortId(entry.target.id) })}
            </span>
          </Cell>
          <Cell className="min-w-56">
            <AuditChanges details={entry.details} />
          </Cell>
        </tr>
      )}
    />
  )
}

/** /admin/audit (admins only): who changed what, when, newest first, 20 a page. */
export const AuditLogPage = (props: AuditLogPageProps) => (
  <RequireAdmin>
    <AuditLog {...props} />
  </RequireAdmin>
)
