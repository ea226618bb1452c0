import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { AccountLinks } from './account-links.tsx'
import { BrandMark } from './brand-mark.tsx'
import { LanguageSwitcher } from './language-switcher.tsx'

export const PublicLayout = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation()
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur">
        <nav
          aria-label={t('nav.main')}
          className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4"
        >
          <Link to="/" className="flex items-center gap-2 font-semibold text-slate-900">
            <BrandMark />
            <span>{t('brand.name')}</span>
          </Link>
          <div className="flex shrink-0 items-center gap-1.5 sm:gap-2">
            <LanguageSwitcher />
            <AccountLinks />
          </div>
        </nav>
      </header>
      <main className="flex-1">{children}</main>
      <footer className="border-t border-slate-200 py-8 text-center text-sm text-slate-500">
        {t('footer.rights', { year: new Date().getFullYear() })}
      </footer>
    </div>
  )
}
