import { Info, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** Back from a checkout the buyer cancelled: nothing was charged; dismissable. */
export const CancelledNotice = ({ onDismiss }: { onDismiss: () => void }) => {
  const { t } = useTranslation()
  return (
    <div
      role="status"
      className="mx-auto flex max-w-3xl items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-left text-sm text-amber-900"
    >
      <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="flex-1">
        <p className="font-medium">{t('pricing.cancelled.title')}</p>
        <p>{t('pricing.cancelled.body')}</p>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={t('pricing.cancelled.dismiss')}
        className="rounded-md p-1 text-amber-800 hover:bg-amber-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
      >
        <X aria-hidden className="size-4" />
      </button>
    </div>
  )
}
