import { useTranslation } from 'react-i18next'
import type { PlanType } from '../../../domain/plans/plan-type.ts'
import { cn } from '../../lib/cn.ts'
import { InviteCodeField } from './invite-code-field.tsx'
import { PacketGroups } from './packet-groups.tsx'
import { PeriodToggle } from './period-toggle.tsx'
import { EnterpriseCard, PacketCard, SubscriptionCard } from './plan-cards.tsx'
import { BILLING_PERIODS, type BillingPeriod, SUBSCRIPTION_TIERS } from './pricing-offers.ts'

export const PACKETS_ID = 'packets'

/** The period toggle (SPEC §4) beside the invite-code box (SPEC §5). */
export const PricingControls = ({
  period,
  onPeriodChange,
  inviteCode,
  onInviteCodeChange,
}: {
  period: BillingPeriod
  onPeriodChange: (period: BillingPeriod) => void
  inviteCode: string
  onInviteCodeChange: (code: string) => void
}) => (
  <div className="flex w-full flex-col items-center gap-6 pt-2 md:flex-row md:items-center md:justify-between">
    <PeriodToggle period={period} onChange={onPeriodChange} />
    <InviteCodeField value={inviteCode} onChange={onInviteCodeChange} />
  </div>
)

/**
 * What the pricing pages sell (SPEC §2): the cards Basic, Startup, Packet and Enterprise for the chosen
 * period, then the packet groups. `narrow`: beside the dashboard's sidebar, four cards wait for more room.
 * Both periods' plan cards are on the page and the style sheet shows those of the checked period radio,
 * so the toggle answers at once, before the app runs too (issue 33).
 */
export const PricingContent = ({
  onBuy,
  narrow = false,
}: {
  onBuy: (plan: PlanType) => void
  narrow?: boolean
}) => {
  const { t } = useTranslation()
  return (
    <>
      <section
        aria-label={t('pricing.eyebrow')}
        className={cn('grid gap-6 sm:grid-cols-2', narrow ? '2xl:grid-cols-4' : 'lg:grid-cols-4')}
      >
        {BILLING_PERIODS.flatMap((cardPeriod) =>
          SUBSCRIPTION_TIERS.map(({ tier, plans }) => (
            <SubscriptionCard
              key={`${tier}-${cardPeriod}`}
              tier={tier}
              plan={plans[cardPeriod]}
              yearly={plans.yearly}
              period={cardPeriod}
              highlighted={tier === 'pro'}
              onBuy={onBuy}
            />
          )),
        )}
        <PacketCard packetsId={PACKETS_ID} />
        <EnterpriseCard />
      </section>
      <PacketGroups id={PACKETS_ID} onBuy={onBuy} />
      <p className="text-center text-sm text-slate-500">{t('pricing.note')}</p>
    </>
  )
}
