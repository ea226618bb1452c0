import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { cn } from '../../lib/cn.ts'
import { BrandMark } from './brand-mark.tsx'
import { LEGAL_ITEMS, NAV_ITEMS } from './nav-items.ts'

const linkClass =
  'rounded-sm text-sm text-slate-600 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500'

type FooterLinksProps = {
  readonly id: string
  readonly titleKey: string
  readonly items: ReadonlyArray<{ readonly to: string; readonly labelKey: string }>
  /** Pages the service draws itself (not the app's routes): plain links. */
  readonly served?: ReadonlyArray<{ readonly href: string; readonly labelKey: string }>
}

/** One titled column of footer links. */
const FooterLinks = ({ id, titleKey, items, served = [] }: FooterLinksProps) => {
  const { t } = useTranslation()
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold text-slate-900">
        {t(titleKey)}
      </h2>
      <ul className="mt-3 flex flex-col gap-2">
        {items.map(({ to, labelKey }) => (
          <li key={to}>
            <Link to={to} className={linkClass}>
              {t(labelKey)}
            </Link>
          </li>
        ))}
        {served.map(({ href, labelKey }) => (
          <li key={href}>
            <a href={href} className={linkClass}>
              {t(labelKey)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** SPEC §2 footer: the page links, privacy and terms, and the copyright. */
export const SiteFooter = () => {
  const { t } = useTranslation()
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-[2fr_1fr_1fr]">
        <div className="flex flex-col gap-3">
          <Link
            to="/"
            className={cn(linkClass, 'flex w-fit items-center gap-2 text-base font-semibold text-slate-900')}
          >
            <BrandMark className="size-7" />
            <span>{t('brand.name')}</span>
          </Link>
          <p className="max-w-xs text-sm text-slate-600">{t('brand.tagline')}</p>
        </div>
        <FooterLinks
          id="footer-product"
          titleKey="footer.product"
          items={NAV_ITEMS}
          served={[{ href: '/docs/api', labelKey: 'footer.api' }]}
        />
        <FooterLinks id="footer-legal" titleKey="footer.legal" items={LEGAL_ITEMS} />
      </div>
      <div className="border-t border-slate-200">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-slate-500">
          {t('footer.rights', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  )
}
