import { Gift, Info, X } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PlanType } from '../../../domain/plans/plan-type.ts'
import { Badge } from '../../components/ui/badge.tsx'
import { Button } from '../../components/ui/button.tsx'
import { useAuth } from '../auth/auth-context.tsx'
import { useShowOutcome } from '../errors/use-show-outcome.ts'
import { PublicLayout } from '../layout/public-layout.tsx'
import { InviteCodeField } from './invite-code-field.tsx'
import { PacketGroups } from './packet-groups.tsx'
import { PeriodToggle } from './period-toggle.tsx'
import { EnterpriseCard, PacketCard, SubscriptionCard } from './plan-cards.tsx'
import { type BillingPeriod, freeTrialUses, SUBSCRIPTION_TIERS } from './pricing-offers.ts'
import { pricingPath } from './pricing-path.ts'
import { PurchaseDialog } from './purchase-dialog.tsx'
import { orderFailureOutcome } from './purchase-outcomes.ts'

const PACKETS_ID = 'packets'

const CancelledNotice = ({ onDismiss }: { onDismiss: () => void }) => {
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
  const auth = useAuth()
  const [period, setPeriod] = useState<BillingPeriod>(initialPeriod)
  const [inviteCode, setInviteCode] = useState(initialCode)
  const [buying, setBuying] = useState<PlanType | null>(null)
  const [showCancelled, setShowCancelled] = useState(cancelled)
  const showOutcome = useShowOutcome(pricingPath({ period, inviteCode }))

  const buy = (plan: PlanType) => {
    // SPEC §6: an anonymous visitor is asked to log in; nothing is sent to the service.
    if (auth.state.status === 'anonymous') {
      const outcome = orderFailureOutcome(plan, { _tag: 'SignInRequired' })
      if (outcome !== null) showOutcome(outcome)
      return
    }
    setBuying(plan)
  }

  return (
    <PublicLayout>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto flex max-w-6xl flex-col items-center gap-6 px-4 pt-12 pb-10 text-center sm:pt-16">
          {showCancelled ? <CancelledNotice onDismiss={() => setShowCancelled(false)} /> : null}
          <Badge variant="outline" className="bg-white">
            {t('pricing.eyebrow')}
          </Badge>
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{t('pricing.title')}</h1>
          <p className="max-w-2xl text-lg text-pretty text-slate-600">{t('pricing.subtitle')}</p>
          <FreeTrial />
          <div className="flex w-full flex-col items-center gap-6 pt-2 md:flex-row md:items-center md:justify-between">
            <PeriodToggle period={period} onChange={setPeriod} />
            <InviteCodeField value={inviteCode} onChange={setInviteCode} />
          </div>
        </div>
      </section>
      <div className="mx-auto flex max-w-6xl flex-col gap-16 px-4 pb-16">
        <section aria-label={t('pricing.eyebrow')} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {SUBSCRIPTION_TIERS.map(({ tier, plans }) => (
            <SubscriptionCard
              key={tier}
              tier={tier}
              plan={plans[period]}
              yearly={plans.yearly}
              period={period}
              highlighted={tier === 'pro'}
              onBuy={buy}
            />
          ))}
          <PacketCard packetsId={PACKETS_ID} />
          <EnterpriseCard />
        </section>
        <PacketGroups id={PACKETS_ID} onBuy={buy} />
        <p className="text-center text-sm text-slate-500">{t('pricing.note')}</p>
      </div>
      {buying === null ? null : (
        <PurchaseDialog
          key={buying}
          plan={buying}
          initialCode={inviteCode}
          onClose={() => setBuying(null)}
          onOutcome={showOutcome}
        />
      )}
    </PublicLayout>
  )
}
