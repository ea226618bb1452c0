import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { AccountLinks } from './account-links.tsx'
import { BrandMark } from './brand-mark.tsx'
import { LanguageSwitcher } from './language-switcher.tsx'
import { MobileNav } from './mobile-nav.tsx'
import { NAV_ITEMS } from './nav-items.ts'

const linkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-600 transition-colors hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 data-[status=active]:text-brand-700'

/** SPEC §2 header: logo, page links, language switcher, login or dashboard; a menu sheet under 768 px. */
export const SiteHeader = () => {
  const { t } = useTranslation()
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur">
      {/* One landmark for the whole bar, as before: the account links are part of the navigation. */}
      <nav
        aria-label={t('nav.main')}
        className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 sm:gap-4"
      >
        <Link
          to="/"
          className="flex shrink-0 items-center gap-2 rounded-md font-semibold text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        >
          <BrandMark />
          <span>{t('brand.name')}</span>
        </Link>
        <ul className="hidden items-center gap-1 md:flex">
          {NAV_ITEMS.map(({ to, labelKey }) => (
            <li key={to}>
              <Link to={to} className={linkClass}>
                {t(labelKey)}
              </Link>
            </li>
          ))}
        </ul>
        <div className="flex shrink-0 items-center gap-1.5 sm:gap-2">
          <div className="hidden sm:block">
            <LanguageSwitcher />
          </div>
          <AccountLinks />
          <MobileNav />
        </div>
      </nav>
    </header>
  )
}
