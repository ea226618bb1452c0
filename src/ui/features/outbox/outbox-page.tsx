import { useTranslation } from 'react-i18next'
import { formatDateTime } from '../activity/format-time.ts'
import { LogPage } from '../activity/log-page.tsx'
import { Cell } from '../activity/log-table.tsx'
import { RequireAdmin } from '../dashboard/require-admin.tsx'
import { MailText } from './mail-text.tsx'
import { useOutbox } from './use-outbox.ts'

type OutboxPageProps = { readonly page: number; readonly onPageChange: (page: number) => void }

const OutboxContent = ({ page, onPageChange }: OutboxPageProps) => {
  const { t, i18n } = useTranslation()
  const query = useOutbox(page)
  const columns = [
    { key: 'sent', label: t('outbox.columns.sent') },
    { key: 'to', label: t('outbox.columns.to') },
    { key: 'message', label: t('outbox.columns.message') },
  ]
  return (
    <LogPage
      title={t('outbox.title')}
      subtitle={t('outbox.subtitle')}
      emptyText={t('outbox.empty')}
      columns={columns}
      query={query}
      page={page}
      onPageChange={onPageChange}
      row={(mail) => (
        <tr key={mail.id}>
          <Cell className="whitespace-nowrap text-slate-600">
            <time dateTime={mail.sentAt}>{formatDateTime(mail.sentAt, i18n.resolvedLanguage)}</time>
          </Cell>
          <Cell className="min-w-44 break-all">{mail.to}</Cell>
          <Cell className="w-full min-w-64">
            <details className="group">
              <summary className="cursor-pointer rounded-sm font-medium text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
                {mail.subject}
                <span className="sr-only"> ({t('outbox.show')})</span>
              </summary>
              <p className="mt-2 text-xs text-slate-500">{t('outbox.from', { from: mail.from })}</p>
              <div className="mt-2">
                <MailText text={mail.text} />
              </div>
            </details>
          </Cell>
        </tr>
      )}
    />
  )
}

/** /admin/outbox (admins only): what the embedded outbox "sent", newest first, each message readable. */
export const OutboxPage = (props: OutboxPageProps) => (
  <RequireAdmin>
    <OutboxContent {...props} />
  </RequireAdmin>
)
