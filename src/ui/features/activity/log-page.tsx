import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Pager } from '../../components/pager.tsx'
import { useClampedPage } from '../../lib/use-clamped-page.ts'
import { EmptyLog, LogTable, PageHeader } from './log-table.tsx'
import { QueryState } from './query-state.tsx'

type LogPageOf<Entry> = { readonly entries: readonly Entry[]; readonly totalPages: number }

/**
 * A paged log of the dashboard (search log, credit log): its heading, the loading and failed states,
 * the empty state, the table with one row per entry, and the pager, with the page in the address (a
 * page past the end moves to the last one).
 */
export const LogPage = <Entry,>({
  title,
  subtitle,
  emptyText,
  columns,
  query,
  page,
  onPageChange,
  row,
  toolbar,
}: {
  title: string
  subtitle: string
  emptyText: string
  columns: Parameters<typeof LogTable>[0]['columns']
  query: UseQueryResult<LogPageOf<Entry>>
  page: number
  onPageChange: (page: number) => void
  row: (entry: Entry) => ReactNode
  /** Shown under the heading, above the table (filters). */
  toolbar?: ReactNode
}) => {
  const { t } = useTranslation()
  useClampedPage(query.data?.totalPages, page, onPageChange)
  const log = query.data
  return (
    <div className="flex flex-col gap-6 p-4 md:p-6">
      <PageHeader title={title} subtitle={subtitle} />
      {toolbar}
      {log === undefined ? (
        <QueryState
          loading={query.isPending}
          loadingText={t('activity.loading')}
          failedText={t('activity.loadFailed')}
          retryText={t('activity.retry')}
          onRetry={() => void query.refetch()}
        />
      ) : log.entries.length === 0 ? (
        <EmptyLog>{emptyText}</EmptyLog>
      ) : (
        <>
          <LogTable caption={title} columns={columns}>
            {log.entries.map(row)}
          </LogTable>
          <Pager
            page={page}
            totalPages={log.totalPages}
            onPageChange={onPageChange}
            messages="activity.pager"
          />
        </>
      )}
    </div>
  )
}
