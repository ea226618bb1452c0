import type { RowSelectionState } from '@tanstack/react-table'
import {
  ChevronLeft,
  ChevronRight,
  FileDown,
  FileSpreadsheet,
  ListMinus,
  Loader2,
  RefreshCw,
} from 'lucide-react'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isCallFailure } from '../../../application/browser/ports/api-call-failed.ts'
import { Button } from '../../components/ui/button.tsx'
import { useFailureReporter } from '../../errors/use-failure-reporter.ts'
import { saveFile, saveTextFile } from '../../lib/save-file.ts'
import { toast } from '../toast/toast.ts'
import { AddToListButton } from './add-to-list-button.tsx'
import { ContactsFilters } from './contacts-filters.tsx'
import { ContactsGrid } from './contacts-grid.tsx'
import {
  type ContactsView,
  FIRST_VIEW,
  type FilterChange,
  requestOf,
  withFilter,
  withSort,
} from './contacts-view.ts'
import { ListsPanel } from './lists-panel.tsx'
import {
  useContactLists,
  useContacts,
  useContactsExport,
  useListActions,
  useReverify,
} from './use-contacts.ts'

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/**
 * /admin/contacts (issue 20 §2, docs/contacts.md): everyone the user revealed, newest first, with
 * search, filters, sorting, keyset pages, lists, exports and re-verify.
 */
export const ContactsPage = () => {
  const { t } = useTranslation()
  const [view, setView] = useState<ContactsView>(FIRST_VIEW)
  const [selection, setSelection] = useState<RowSelectionState>({})
  const [total, setTotal] = useState<{ count: number; more: boolean } | null>(null)
  const page = useContacts(requestOf(view))
  const lists = useContactLists()
  const reverify = useReverify()
  const exporting = useContactsExport()
  const { take } = useListActions()
  const report = useFailureReporter('api')
  const filter = view.filter
  // The first page counts; later pages keep its count.
  useEffect(() => {
    if (page.data?.total !== undefined && page.data.total !== null)
      setTotal({ count: page.data.total, more: page.data.more })
  }, [page.data])
  // A new page, filter or sort: nothing stays selected that is not shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the view is what changes the rows shown
  useEffect(() => setSelection({}), [view])
  const change = useCallback((next: FilterChange) => setView((v) => withFilter(v, next)), [])
  const selected = Object.keys(selection).filter((id) => selection[id])
  const contacts = page.data?.contacts ?? []
  const first = view.cursors.length * 50 + 1
  const download = (format: 'csv' | 'xlsx') =>
    exporting.mutate(
      { format, filter },
      {
        onSuccess: (file) => {
          if (file.format === 'csv') saveTextFile(file.filename, file.csv)
          else saveFile(file.filename, new Blob([file.bytes as BlobPart], { type: XLSX_TYPE }))
          toast.success(t('contacts.export.done', { filename: file.filename }))
        },
      },
    )
  const askReverify = () =>
    reverify.mutate(selected, {
      onSuccess: (done) => toast.success(t('contacts.reverify.done', done)),
    })
  const takeOut = async (listId: string) => {
    const done = await take.mutateAsync({ id: listId, profileIds: selected })
    if (isCallFailure(done)) return void report(done)
    toast.success(t('contacts.removeFromList.done', { count: done.removed }))
  }
  return (
    <div className="space-y-5 p-4 md:p-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t('contacts.title')}</h1>
          <p className="max-w-2xl text-sm text-slate-600">{t('contacts.description')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" disabled={exporting.isPending} onClick={() => download('csv')}>
            {exporting.isPending ? (
              <Loader2 aria-hidden className="animate-spin" />
            ) : (
              <FileDown aria-hidden />
            )}
            {t('contacts.export.csv')}
          </Button>
          <Button variant="outline" disabled={exporting.isPending} onClick={() => download('xlsx')}>
            <FileSpreadsheet aria-hidden />
            {t('contacts.export.xlsx')}
          </Button>
        </div>
      </header>
      <div className="grid gap-5 lg:grid-cols-[13rem_minmax(0,1fr)]">
        <aside>
          <ListsPanel
            lists={lists.data ?? []}
            chosen={filter.listId}
            total={Object.keys(filter).length === 0 ? (total?.count ?? null) : null}
            onChoose={(listId) => change({ listId: listId ?? '' })}
          />
        </aside>
        <section aria-labelledby="contacts-results" className="min-w-0 space-y-4">
          <ContactsFilters filter={filter} onChange={change} />
          <div className="flex min-h-10 flex-wrap items-center justify-between gap-2">
            <p
              id="contacts-results"
              className="text-sm text-slate-600"
              aria-live="polite"
              data-testid="contacts-count"
            >
              {total === null || contacts.length === 0
                ? null
                : t(total.more ? 'contacts.rangeMore' : 'contacts.range', {
                    from: first.toLocaleString(),
                    to: (first + contacts.length - 1).toLocaleString(),
                    count: total.count,
                    total: total.count.toLocaleString(),
                  })}
            </p>
            {selected.length === 0 ? null : (
              <div className="flex flex-wrap items-center gap-2" data-testid="selection-actions">
                <span className="text-sm font-medium text-slate-900">
                  {t('contacts.selected', { count: selected.length })}
                </span>
                <AddToListButton profileIds={selected} />
                {filter.listId === undefined ? null : (
                  <Button size="sm" variant="outline" onClick={() => void takeOut(filter.listId ?? '')}>
                    <ListMinus aria-hidden />
                    {t('contacts.removeFromList.button')}
                  </Button>
                )}
                <Button size="sm" variant="outline" disabled={reverify.isPending} onClick={askReverify}>
                  <RefreshCw aria-hidden className={reverify.isPending ? 'animate-spin' : undefined} />
                  {t('contacts.reverify.button')}
                </Button>
              </div>
            )}
          </div>
          {page.isPending ? (
            <p className="flex items-center gap-2 text-sm text-slate-600">
              <Loader2 aria-hidden className="size-4 animate-spin" />
              {t('contacts.loading')}
            </p>
          ) : contacts.length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 p-6 text-sm text-slate-600">
              {Object.keys(filter).length === 0 ? t('contacts.empty') : t('contacts.noMatch')}
            </p>
          ) : (
            <ContactsGrid
              contacts={contacts}
              lists={lists.data ?? []}
              sort={view.sort}
              direction={view.direction}
              onSort={(sort) => setView((v) => withSort(v, sort))}
              selection={selection}
              onSelectionChange={setSelection}
            />
          )}
          <nav aria-label={t('contacts.pager.label')} className="flex items-center justify-end gap-2">
            <Button
              size="sm"
              variant="outline"
              disabled={view.cursors.length === 0 || page.isFetching}
              onClick={() => setView((v) => ({ ...v, cursors: v.cursors.slice(0, -1) }))}
            >
              <ChevronLeft aria-hidden />
              {t('contacts.pager.previous')}
            </Button>
            <span className="text-sm text-slate-600">
              {t('contacts.pager.page', { page: view.cursors.length + 1 })}
            </span>
            <Button
              size="sm"
              variant="outline"
              disabled={!page.data?.next || page.isFetching}
              onClick={() => {
                const next = page.data?.next
                if (next) setView((v) => ({ ...v, cursors: [...v.cursors, next] }))
              }}
            >
              {t('contacts.pager.next')}
              <ChevronRight aria-hidden />
            </Button>
          </nav>
        </section>
      </div>
    </div>
  )
}
