import { ExternalLink } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { CreditLogLine } from '../../../application/browser/ports/activity.api.port.ts'
import { profileLinkFor } from '../../../domain/profiles/profile-link.ts'
import { usePlanName } from '../subscription/plan-name.ts'
import { actionKey, chargedFor } from './credit-line.ts'
import { formatDateTime } from './format-time.ts'
import { LogPage } from './log-page.tsx'
import { Cell } from './log-table.tsx'
import { useCreditLog } from './use-activity-logs.ts'

const ChargedFor = ({ line }: { line: CreditLogLine }) => {
  const { t } = useTranslation()
  const what = chargedFor(line)
  if (what === null) return <span className="text-slate-400">—</span>
  switch (what.type) {
    case 'profile':
      return (
        <a
          href={profileLinkFor(what.profileId)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('activity.searchLog.openProfile', { id: what.profileId })}
          className="inline-flex items-center gap-1 text-brand-700 hover:underline"
        >
          {what.profileId}
          <ExternalLink aria-hidden className="size-3.5" />
        </a>
      )
    case 'membersPage':
      return <span>{t('activity.creditLog.membersPage', { company: what.company, page: what.page })}</span>
    case 'text':
      return <span>{what.text}</span>
  }
}

/** /admin/credits: the itemised credit log (PRODUCT.md: every charge is a line), 20 a page. */
export const CreditLogPage = ({
  page,
  onPageChange,
}: {
  page: number
  onPageChange: (page: number) => void
}) => {
  const { t, i18n } = useTranslation()
  const planName = usePlanName()
  const query = useCreditLog(page)
  const columns = [
    { key: 'time', label: t('activity.creditLog.time') },
    { key: 'action', label: t('activity.creditLog.action') },
    { key: 'what', label: t('activity.creditLog.what') },
    { key: 'kind', label: t('activity.creditLog.kind') },
    { key: 'quantity', label: t('activity.creditLog.quantity'), numeric: true },
    { key: 'plan', label: t('activity.creditLog.plan') },
  ]
  return (
    <LogPage
      title={t('activity.creditLog.title')}
      subtitle={t('activity.creditLog.subtitle')}
      emptyText={t('activity.creditLog.empty')}
      columns={columns}
      query={query}
      page={page}
      onPageChange={onPageChange}
      row={(line) => {
        const action = actionKey(line.action)
        return (
          <tr key={line.id}>
            <Cell className="whitespace-nowrap text-slate-600">
              <time dateTime={line.at}>{formatDateTime(line.at, i18n.resolvedLanguage)}</time>
            </Cell>
            <Cell>{action === null ? line.action : t(action)}</Cell>
            <Cell className="break-all">
              <ChargedFor line={line} />
            </Cell>
            <Cell>{t(`subscription.credits.kinds.${line.kind}`)}</Cell>
            <Cell numeric>−{line.quantity}</Cell>
            <Cell>{line.planType === null ? t('activity.creditLog.noPlan') : planName(line.planType)}</Cell>
          </tr>
        )
      }}
    />
  )
}
