import { Link, useRouterState } from '@tanstack/react-router'
import { House } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/ui/button.tsx'
import { SidebarTrigger } from '../../components/ui/sidebar.tsx'
import { LanguageSwitcher } from '../layout/language-switcher.tsx'
import { useDocumentTitle } from '../layout/use-document-title.ts'
import { navItemAt } from './dashboard-nav.ts'

/** Above each dashboard page: the sidebar toggle, where the user is, the language and the way back. */
export const DashboardTopBar = () => {
  const { t } = useTranslation()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const current = navItemAt(pathname)
  useDocumentTitle(current === undefined ? undefined : t(current.titleKey ?? current.labelKey))
  return (
    <header className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-2 border-b border-slate-200 bg-white/90 px-3 backdrop-blur md:px-4">
      <SidebarTrigger label={t('dashboard.sidebar.toggle')} />
      <span aria-hidden className="h-5 w-px bg-slate-200" />
      {/* The page's own h1 names it; this is the bar's reminder, so it is not a heading. */}
      <p className="min-w-0 truncate text-sm font-medium text-slate-900">
        {current === undefined ? '' : t(current.labelKey)}
      </p>
      <div className="ml-auto flex shrink-0 items-center gap-1.5 sm:gap-2">
        <LanguageSwitcher />
        <Button asChild variant="ghost" size="sm" className="max-sm:px-2">
          <Link to="/">
            <House aria-hidden />
            <span className="max-sm:sr-only">{t('dashboard.topBar.backToSite')}</span>
          </Link>
        </Button>
      </div>
    </header>
  )
}
