import { TriangleAlert } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** A copy of the extension that cannot start (its config.json unreadable): say how to get a good one. */
export const ExtensionUnusablePage = () => {
  const { t } = useTranslation()
  return (
    <main className="flex w-[22rem] items-start gap-3 p-4 text-sm text-slate-700">
      <TriangleAlert aria-hidden className="size-5 shrink-0 text-amber-600" />
      <p role="alert">{t('extension.config_error')}</p>
    </main>
  )
}
