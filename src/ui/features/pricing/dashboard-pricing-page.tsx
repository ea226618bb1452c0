import { useTranslation } from 'react-i18next'
import { CancelledNotice } from './cancelled-notice.tsx'
import { PricingContent, PricingControls } from './pricing-content.tsx'
import type { BillingPeriod } from './pricing-offers.ts'
import { usePricingState } from './use-pricing-state.ts'

/**
 * /admin/pricing: the public page's plans, period toggle, invite-code box and purchase flow, as a page
 * of the dashboard (its layout gives the frame; this renders only the heading and the sections).
 */
export const DashboardPricingPage = ({
  initialPeriod = 'monthly',
  initialCode = '',
  cancelled = false,
}: {
  initialPeriod?: BillingPeriod
  initialCode?: string
  cancelled?: boolean
}) => {
  const { t } = useTranslation()
  const { period, setPeriod, inviteCode, setInviteCode, showCancelled, dismissCancelled, flow } =
    usePricingState({ initialPeriod, initialCode, cancelled, basePath: '/admin/pricing' })

  return (
    <div className="flex flex-col gap-10 p-4 md:p-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
          {t('pricing.dashboard.title')}
        </h1>
        <p className="text-sm text-slate-600">{t('pricing.dashboard.subtitle')}</p>
      </header>
      {showCancelled ? <CancelledNotice onDismiss={dismissCancelled} /> : null}
      <PricingControls
        period={period}
        onPeriodChange={setPeriod}
        inviteCode={inviteCode}
        onInviteCodeChange={setInviteCode}
      />
      <PricingContent onBuy={flow.buy} narrow />
      {flow.dialog}
    </div>
  )
}
