import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { clampPage, pageWindow } from '../../../domain/pagination/page-window.ts'
import { Button } from '../../components/ui/button.tsx'
import { costLabel, PAGE_COST } from './cost-label.ts'

/**
 * SPEC §9's pager: the first and last pages and those within 2 of the current one. Moving to a page
 * costs a search credit, said beside it (PRODUCT.md: the cost is shown first).
 */
export const MembersPager = ({
  page,
  pages,
  busy,
  onPage,
}: {
  page: number
  pages: number
  busy: boolean
  onPage: (page: number) => void
}) => {
  const { t } = useTranslation()
  if (pages <= 1) return null
  const current = clampPage(page, pages)
  const items = pageWindow(current, pages)
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <nav aria-label={t('companies.pager.label')} aria-busy={busy}>
        <ul className="flex flex-wrap items-center gap-1">
          <li>
            <Button
              size="sm"
              variant="ghost"
              disabled={current <= 1 || busy}
              onClick={() => onPage(current - 1)}
              aria-label={t('companies.pager.previous')}
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
                  aria-label={t('companies.pager.page', { page: item })}
                  disabled={busy && item !== current}
                  onClick={() => item !== current && onPage(item)}
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
              disabled={current >= pages || busy}
              onClick={() => onPage(current + 1)}
              aria-label={t('companies.pager.next')}
            >
              <ChevronRight aria-hidden />
            </Button>
          </li>
        </ul>
      </nav>
      <p className="text-xs text-slate-500">{t('companies.pager.cost', { cost: costLabel(t, PAGE_COST) })}</p>
    </div>
  )
}
