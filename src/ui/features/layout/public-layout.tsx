import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useAnnouncePageShown } from '../../lib/page-shown.ts'
import { ServiceNotice } from '../notice/service-notice.tsx'
import { SiteFooter } from './site-footer.tsx'
import { SiteHeader } from './site-header.tsx'

/** The frame of every public page: skip link, header, the service notice while announced, footer. */
export const PublicLayout = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation()
  useAnnouncePageShown()
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="fixed top-3 left-3 z-50 -translate-y-24 rounded-md bg-white px-4 py-2 text-sm font-medium text-brand-700 shadow-lg ring-2 ring-brand-500 transition-transform focus:translate-y-0 focus:outline-none"
      >
        {t('nav.skipToContent')}
      </a>
      <SiteHeader />
      <ServiceNotice />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  )
}
