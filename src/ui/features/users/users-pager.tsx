import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { pageWindow } from '../../../domain/pagination/page-window.ts'
import { Button } from '../../components/ui/button.tsx'

/** SPEC §9's pager: first, last and the pages within 2 of the current one, with previous and next. */
export const UsersPager = ({
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
  const items = pageWindow(page, totalPages)
  return (
    <nav aria-label={t('users.pager.label')} className="flex flex-wrap items-center justify-center gap-1">
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('users.pager.previous')}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft aria-hidden />
      </Button>
      {items.map((item, index) =>
        item === 'gap' ? (
          // A gap is named by the page it follows (a gap always follows one).
          <span key={`gap-after-${items[index - 1]}`} aria-hidden className="px-2 text-slate-400">
            …
          </span>
        ) : (
          <Button
            key={item}
            variant={item === page ? 'primary' : 'ghost'}
            size="sm"
            className="min-w-8"
            aria-label={t('users.pager.page', { page: item })}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onPageChange(item)}
          >
            {item}
          </Button>
        ),
      )}
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('users.pager.next')}
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  )
}
