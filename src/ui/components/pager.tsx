import { ChevronLeft, ChevronRight } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { clampPage, pageWindow } from '../../domain/pagination/page-window.ts'
import { cn } from '../lib/cn.ts'
import { Button } from './ui/button.tsx'

/**
 * Where each paged screen keeps its pager's words (what a screen reader hears): `label`, `previous`,
 * `next` and `page` under that key, in both catalogues (pager.test.ts checks them, as the keys are
 * built here rather than written literally).
 */
export const PAGER_MESSAGES = ['activity.pager', 'companies.pager', 'users.pager'] as const
export type PagerMessages = (typeof PAGER_MESSAGES)[number]

/**
 * SPEC §9's pager: the first and last pages and those within 2 of the current one, with previous and
 * next; hidden for a single page (or none). While `busy` (the next page is on its way) only the current
 * page stays pressable, so one click cannot ask twice. A `note` (the members page says what a new page
 * costs) sits beside it, the pager then at the start; alone it is centred under its table.
 */
export const Pager = ({
  page,
  totalPages,
  onPageChange,
  messages,
  busy = false,
  note,
}: {
  page: number
  totalPages: number
  onPageChange: (page: number) => void
  messages: PagerMessages
  busy?: boolean
  note?: ReactNode
}) => {
  const { t } = useTranslation()
  if (totalPages <= 1) return null
  const current = clampPage(page, totalPages)
  const items = pageWindow(current, totalPages)
  const nav = (
    <nav aria-label={t(`${messages}.label`)} aria-busy={busy || undefined}>
      <ul className={cn('flex flex-wrap items-center gap-1', note === undefined && 'justify-center')}>
        <li>
          <Button
            size="sm"
            variant="ghost"
            disabled={current <= 1 || busy}
            onClick={() => onPageChange(current - 1)}
            aria-label={t(`${messages}.previous`)}
          >
            <ChevronLeft aria-hidden />
          </Button>
        </li>
        {items.map((item, index) =>
          item === 'gap' ? (
            // At most two gaps, told apart by the page each follows (a gap always follows one).
            <li key={`gap-after-${items[index - 1]}`} aria-hidden className="px-1 text-slate-400">
              …
            </li>
          ) : (
            <li key={item}>
              <Button
                size="sm"
                variant={item === current ? 'primary' : 'ghost'}
                aria-current={item === current ? 'page' : undefined}
                aria-label={t(`${messages}.page`, { page: item })}
                disabled={busy && item !== current}
                onClick={() => item !== current && onPageChange(item)}
                className="min-w-8 px-2 tabular-nums"
              >
                {item}
              </Button>
            </li>
          ),
        )}
        <li>
          <Button
            size="sm"
            variant="ghost"
            disabled={current >= totalPages || busy}
            onClick={() => onPageChange(current + 1)}
            aria-label={t(`${messages}.next`)}
          >
            <ChevronRight aria-hidden />
          </Button>
        </li>
      </ul>
    </nav>
  )
  if (note === undefined) return nav
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      {nav}
      {note}
    </div>
  )
}
