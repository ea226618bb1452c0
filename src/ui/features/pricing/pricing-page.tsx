import { Gift } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '../../components/ui/badge.tsx'
import { Button } from '../../components/ui/button.tsx'
import { useAuth } from '../auth/auth-context.tsx'
import { PublicLayout } from '../layout/public-layout.tsx'
import { CancelledNotice } from './cancelled-notice.tsx'
import { PricingContent, PricingControls } from './pricing-content.tsx'
import { type BillingPeriod, freeTrialUses } from './pricing-offers.ts'
import { usePricingState } from './use-pricing-state.ts'

const FreeTrial = () => {
  const { t } = useTranslation()
  const auth = useAuth()
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center gap-3 rounded-2xl border border-brand-100 bg-white/80 px-5 py-4 text-left shadow-sm sm:flex-row">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <Gift aria-hidden className="size-5" />
      </span>
      <p className="flex-1 text-center text-sm text-slate-700 sm:text-left">
        <span className="font-semibold text-slate-900">{t('pricing.trial.title')}</span>{' '}
        {t('pricing.trial.body', { count: freeTrialUses() })}
      </p>
      {auth.state.status === 'anonymous' ? (
        <Button size="sm" onClick={() => void auth.signIn('/pricing')}>
          {t('pricing.trial.cta')}
        </Button>
      ) : null}
    </div>
  )
}

/**
 * The public pricing page (SPEC §2): the period toggle with the yearly saving, the invite-code box, the
 * cards Basic, Startup, Packet and Enterprise, the packet groups, and the purchase flow.
 */
export const PricingPage = ({
  initialPeriod = 'monthly',
  initialCode = '',
  cancelled = false,
}: {
  initialPeriod?: BillingPeriod
  initialCode?: string
  /** Back from a checkout the buyer cancelled. */
  cancelled?: boolean
}) => {
  const { t } = useTranslation()
  const { period, setPeriod, inviteCode, setInviteCode, showCancelled, dismissCancelled, flow } =
    usePricingState({ initialPeriod, initialCode, cancelled })

  return (
    <PublicLayout>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto flex max-w-6xl flex-col items-center gap-6 px-4 pt-12 pb-10 text-center sm:pt-16">
          {showCancelled ? <CancelledNotice onDismiss={dismissCancelled} /> : null}
          <Badge variant="outline" className="bg-white">
            {t('pricing.eyebrow')}
          </Badge>
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{t('pricing.title')}</h1>
          <p className="max-w-2xl text-lg text-pretty text-slate-600">{t('pricing.subtitle')}</p>
          <FreeTrial />
          <PricingControls
            period={period}
            onPeriodChange={setPeriod}
            inviteCode={inviteCode}
            onInviteCodeChange={setInviteCode}
          />
        </div>
      </section>
      <div className="mx-auto flex max-w-6xl flex-col gap-16 px-4 pb-16">
        <PricingContent onBuy={flow.buy} />
      </div>
      {flow.dialog}
    </PublicLayout>
  )
}
