import { ChevronDown, Wrench } from 'lucide-react'
import { Collapsible } from 'radix-ui'
import { useTranslation } from 'react-i18next'
import { useSiteConfig } from '../site/use-site-config.ts'
import { formatNoticeWindow, type NoticeWindow } from './format-notice.ts'

/** SPEC §8's service-update notice, as given: the window, and where urgent requests go. */
export const ServiceNoticeBanner = ({
  notice,
  supportEmail,
  timeZone,
}: {
  notice: NoticeWindow
  supportEmail: string
  /** For tests; the reader's own zone otherwise. */
  timeZone?: string
}) => {
  const { t, i18n } = useTranslation()
  const { start, end, hours } = formatNoticeWindow(notice, i18n.resolvedLanguage ?? 'en', timeZone)
  return (
    <section aria-labelledby="service-notice-title" className="border-b border-amber-200 bg-amber-50">
      <Collapsible.Root className="mx-auto max-w-6xl px-4 py-3 text-sm text-amber-950">
        <div className="flex items-start gap-3">
          <Wrench aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-700" />
          <div className="min-w-0 flex-1">
            <h2 id="service-notice-title" className="font-semibold">
              {t('notice.title')}
            </h2>
            <p className="mt-0.5">{t('notice.summary', { start, end, hours })}</p>
            <Collapsible.Content className="mt-2 space-y-1.5">
              <p>{t('notice.extension')}</p>
              <p>{t('notice.urgent', { email: supportEmail })}</p>
              <p>{t('notice.improvements')}</p>
            </Collapsible.Content>
          </div>
          <Collapsible.Trigger className="group flex shrink-0 items-center gap-1 rounded-md px-2 py-1 font-medium text-amber-900 hover:bg-amber-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-600">
            <span className="group-data-[state=open]:hidden">{t('notice.more')}</span>
            <span className="hidden group-data-[state=open]:inline">{t('notice.less')}</span>
            <ChevronDown
              aria-hidden
              className="size-4 transition-transform group-data-[state=open]:rotate-180"
            />
          </Collapsible.Trigger>
        </div>
      </Collapsible.Root>
    </section>
  )
}

/** Shown only while the service announces a maintenance window (never hard-coded on). */
export const ServiceNotice = () => {
  const config = useSiteConfig()
  if (!config?.notice) return null
  return <ServiceNoticeBanner notice={config.notice} supportEmail={config.supportEmail} />
}
