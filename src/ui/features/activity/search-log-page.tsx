import { ExternalLink } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { SearchLogEntry } from '../../../application/browser/ports/activity.api.port.ts'
import { profileLinkFor } from '../../../domain/profiles/profile-link.ts'
import { Badge } from '../../components/ui/badge.tsx'
import { useAuth } from '../auth/auth-context.tsx'
import { formatDateTime } from './format-time.ts'
import { LogPage } from './log-page.tsx'
import { Cell } from './log-table.tsx'
import { searchedFor } from './search-entry.ts'
import { useSearchLog } from './use-activity-logs.ts'

const Searched = ({ entry }: { entry: SearchLogEntry }) => {
  const { t } = useTranslation()
  const what = searchedFor(entry)
  if (what.type === 'company')
    return (
      <span>
        {what.text}
        {what.page === null ? null : (
          <span className="text-slate-500">
            {' '}
            · {t('activity.searchLog.companyPage', { page: what.page })}
          </span>
        )}
      </span>
    )
  if (what.profileId === null) return <span>{what.text}</span>
  return (
    <a
      href={profileLinkFor(what.profileId)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('activity.searchLog.openProfile', { id: what.text })}
      className="inline-flex items-center gap-1 text-brand-700 hover:underline"
    >
      {what.text}
      <ExternalLink aria-hidden className="size-3.5" />
    </a>
  )
}

/**
 * /admin/log (SPEC §2/§3): each search's type, what was searched, who searched (a column only admins
 * get, since they see everyone's) and when; 10 a page with the SPEC §9 pager.
 */
export const SearchLogPage = ({
  page,
  onPageChange,
}: {
  page: number
  onPageChange: (page: number) => void
}) => {
  const { t, i18n } = useTranslation()
  const { state } = useAuth()
  const isAdmin = state.status === 'signedIn' && state.user.role === 'admin'
  const query = useSearchLog(page)
  const columns = [
    { key: 'type', label: t('activity.searchLog.type') },
    { key: 'searched', label: t('activity.searchLog.searched') },
    ...(isAdmin ? [{ key: 'user', label: t('activity.searchLog.user') }] : []),
    { key: 'time', label: t('activity.searchLog.time') },
  ]
  return (
    <LogPage
      title={t('activity.searchLog.title')}
      subtitle={t(isAdmin ? 'activity.searchLog.subtitleAdmin' : 'activity.searchLog.subtitle')}
      emptyText={t('activity.searchLog.empty')}
      columns={columns}
      query={query}
      page={page}
      onPageChange={onPageChange}
      row={(entry) => {
        const person = searchedFor(entry).type === 'person'
        return (
          <tr key={entry.id}>
            <Cell>
              <Badge variant={person ? 'brand' : 'neutral'}>
                {t(person ? 'activity.searchLog.types.person' : 'activity.searchLog.types.company')}
              </Badge>
            </Cell>
            <Cell className="break-all">
              <Searched entry={entry} />
            </Cell>
            {isAdmin ? <Cell>{entry.user.username}</Cell> : null}
            <Cell className="whitespace-nowrap text-slate-600">
              <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, i18n.resolvedLanguage)}</time>
            </Cell>
          </tr>
        )
      }}
    />
  )
}
