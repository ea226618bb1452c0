import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { clampPage, pageWindow } from '../../../domain/pagination/page-window.ts'
import { cn } from '../../lib/cn.ts'

const itemClass =
  'inline-flex h-8 min-w-8 items-center justify-center rounded-md px-2 text-sm tabular-nums focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:pointer-events-none disabled:opacity-40'

/** SPEC §9's pager: first, last, and the pages within 2 of the current one; hidden for one page. */
export const Pager = ({
  page,
  totalPages,
  onPageChange,
}: {
  page: number
  totalPages: number
  onPageChange: (page: number) => void
}) => {
  const { t } = useTranslation()
  if (totalPages <= 1) return null
  const current = clampPage(page, totalPages)
  const items = pageWindow(current, totalPages)
  return (
    <nav aria-label={t('activity.pager.label')}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <button
            type="button"
            className={cn(itemClass, 'text-slate-700 hover:bg-slate-100')}
            disabled={current <= 1}
            onClick={() => onPageChange(current - 1)}
            aria-label={t('activity.pager.previous')}
          >
            <ChevronLeft aria-hidden className="size-4" />
          </button>
        </li>
        {items.map((item, index) =>
          item === 'gap' ? (
            // A gap has no page of its own; the page it follows names it (a gap always follows one).
            <li key={`gap-after-${items[index - 1]}`} aria-hidden className="px-1 text-slate-400">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={cn(
                  itemClass,
                  item === current
                    ? 'bg-brand-600 font-medium text-white'
                    : 'text-slate-700 hover:bg-slate-100',
                )}
                aria-current={item === current ? 'page' : undefined}
                aria-label={t('activity.pager.page', { page: item })}
                onClick={() => onPageChange(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={cn(itemClass, 'text-slate-700 hover:bg-slate-100')}
            disabled={current >= totalPages}
            onClick={() => onPageChange(current + 1)}
            aria-label={t('activity.pager.next')}
          >
            <ChevronRight aria-hidden className="size-4" />
          </button>
        </li>
      </ul>
    </nav>
  )
}
