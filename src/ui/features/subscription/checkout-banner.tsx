import { Info, Loader2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/ui/button.tsx'
import { CancelledNotice } from '../pricing/cancelled-notice.tsx'
import type { CheckoutPhase } from './use-checkout-return.ts'

/** What the page says back from a checkout, until the plan shows (then a toast says it is active). */
export const CheckoutBanner = ({
  phase,
  onCheckAgain,
  onDismiss,
}: {
  phase: CheckoutPhase
  onCheckAgain: () => void
  onDismiss: () => void
}) => {
  const { t } = useTranslation()
  switch (phase) {
    case 'cancelled':
      return <CancelledNotice onDismiss={onDismiss} />
    case 'waiting':
      return (
        <p
          role="status"
          className="flex items-center gap-2 rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm text-brand-900"
        >
          <Loader2 aria-hidden className="size-4 animate-spin" />
          {t('subscription.checkout.waiting')}
        </p>
      )
    case 'slow':
      return (
        <div
          role="status"
          className="flex flex-col items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900 sm:flex-row sm:items-center"
        >
          <Info aria-hidden className="size-4 shrink-0" />
          <p className="flex-1">{t('subscription.checkout.slow')}</p>
          <div className="flex gap-2">
            <Button size="sm" variant="outline" onClick={onCheckAgain}>
              {t('subscription.checkout.checkAgain')}
            </Button>
            <Button size="sm" variant="ghost" onClick={onDismiss}>
              {t('subscription.checkout.dismiss')}
            </Button>
          </div>
        </div>
      )
    default:
      return null
  }
}
