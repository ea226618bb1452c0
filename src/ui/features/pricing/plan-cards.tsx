import { ArrowDown, Mail, Sparkles } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { planOf } from '../../../domain/plans/plan-catalogue.ts'
import { NAME_SEPARATOR, PERIOD_NAMES, planName, TIER_NAMES } from '../../../domain/plans/plan-names.ts'
import type { PlanType } from '../../../domain/plans/plan-type.ts'
import type { Tier } from '../../../domain/plans/yearly-saving.ts'
import { Badge } from '../../components/ui/badge.tsx'
import { Button } from '../../components/ui/button.tsx'
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx'
import { cn } from '../../lib/cn.ts'
import { useSiteConfig } from '../site/use-site-config.ts'
import { FeatureList } from './feature-list.tsx'
import { formatCount, formatYuan } from './format-yuan.ts'
import { nameLanguage } from './plan-label.ts'
import {
  type BillingPeriod,
  cheapestPacketPrice,
  grantLines,
  PACKET_GROUPS,
  packetDays,
  priceOf,
  priceUnitKey,
  savingFor,
} from './pricing-offers.ts'

// The same height in every card, whichever period is shown, so the lists below line up.
const PRICE_BLOCK = 'sm:min-h-[6.25rem]'
// Two lines of description, so a short one does not lift its card's price above its neighbours'.
const DESCRIPTION = 'sm:min-h-10'

const Price = ({ amount, unit, prefix }: { amount: string; unit?: string; prefix?: string }) => (
  <p className="flex flex-wrap items-baseline gap-x-1.5">
    {prefix ? <span className="text-sm text-slate-500">{prefix}</span> : null}
    <span className="text-4xl font-bold tracking-tight text-slate-900 tabular-nums">{amount}</span>
    {unit ? <span className="text-sm text-slate-500">{unit}</span> : null}
  </p>
)

/** Basic and Startup: the tier's plan for the chosen period, its grants, features and buy button. */
export const SubscriptionCard = ({
  tier,
  plan,
  yearly,
  period,
  highlighted = false,
  onBuy,
}: {
  tier: Tier
  plan: PlanType
  /** The tier's yearly plan, which the monthly card mentions. */
  yearly: PlanType
  period: BillingPeriod
  highlighted?: boolean
  onBuy: (plan: PlanType) => void
}) => {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage
  const details = planOf(plan)
  const saving = savingFor(tier)
  const titleId = `plan-${tier}-${period}-title`
  return (
    <Card
      aria-labelledby={titleId}
      role="group"
      data-billing-period={period}
      className={cn(
        'relative flex flex-col',
        highlighted && 'border-brand-500 shadow-lg ring-1 ring-brand-500',
      )}
    >
      <CardHeader>
        <div className="flex min-h-6 items-center justify-between gap-2">
          {/* The plan's one name (issue 24): the tier, and the period chosen. */}
          <CardTitle as="h2" id={titleId} className="whitespace-nowrap">
            {TIER_NAMES[tier][nameLanguage(language)]}
            <span className="font-normal text-slate-500">
              {NAME_SEPARATOR}
              {PERIOD_NAMES[period][nameLanguage(language)]}
            </span>
          </CardTitle>
          {highlighted ? (
            // On the card's top edge, so the plan's name keeps the title's line to itself.
            <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 whitespace-nowrap shadow-sm">
              <Sparkles aria-hidden />
              {t('pricing.plans.pro.popular')}
            </Badge>
          ) : null}
        </div>
        <CardDescription className={DESCRIPTION}>{t(`pricing.plans.${tier}.description`)}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-5">
        <div className={cn('flex flex-col gap-1.5', PRICE_BLOCK)}>
          <Price amount={formatYuan(priceOf(plan), language)} unit={t(priceUnitKey(details.period))} />
          {period === 'yearly' ? (
            <p className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
              <Badge variant="success">{t('pricing.saving', { percent: saving.percent })}</Badge>
              {t('pricing.savingDetail', { amount: formatYuan(saving.saving, language) })}
            </p>
          ) : (
            <p className="text-xs text-slate-500">
              {t('pricing.yearlyHint', {
                amount: formatYuan(priceOf(yearly), language),
                percent: saving.percent,
              })}
            </p>
          )}
        </div>
        <FeatureList
          lines={[
            ...grantLines(details).map(({ key, count }) => ({
              id: key,
              text: t(key, { quantity: formatCount(count, language) }),
            })),
            { id: 'validity', text: t(`pricing.validity.${period === 'yearly' ? 'year' : 'month'}`) },
            { id: 'csv', text: t('pricing.features.csvExport'), included: details.features.csvExport },
            {
              id: 'bulk',
              text: t('pricing.features.bulkEnrichment'),
              included: details.features.bulkEnrichment,
            },
          ]}
        />
      </CardContent>
      <CardFooter>
        <Button
          className="w-full"
          variant={highlighted ? 'primary' : 'outline'}
          size="lg"
          onClick={() => onBuy(plan)}
        >
          {t(`pricing.plans.${tier}.cta`)}
        </Button>
      </CardFooter>
    </Card>
  )
}

/** Packet: from the cheapest packet's price; the button leads to the packet groups below. */
export const PacketCard = ({ packetsId }: { packetsId: string }) => {
  const { t, i18n } = useTranslation()
  const days = packetDays(PACKET_GROUPS[0]?.packets[0]?.plan ?? 'PACKET_EMAIL_BASIC')
  return (
    <Card aria-labelledby="plan-packet-title" role="group" className="flex flex-col">
      <CardHeader>
        <div className="flex min-h-6 items-center">
          <CardTitle as="h2" id="plan-packet-title">
            {t('pricing.plans.packet.name')}
          </CardTitle>
        </div>
        <CardDescription className={DESCRIPTION}>{t('pricing.plans.packet.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-5">
        <div className={PRICE_BLOCK}>
          <Price
            prefix={t('pricing.plans.packet.from')}
            amount={formatYuan(cheapestPacketPrice(), i18n.resolvedLanguage)}
            unit={t('pricing.unit.once')}
          />
        </div>
        <FeatureList
          lines={[
            { id: 'kinds', text: t('pricing.plans.packet.kinds') },
            { id: 'validity', text: t('pricing.validity.days', { days }) },
            { id: 'stacks', text: t('pricing.plans.packet.stacks') },
          ]}
        />
      </CardContent>
      <CardFooter>
        <Button asChild className="w-full" variant="outline" size="lg">
          <a href={`#${packetsId}`}>
            {t('pricing.plans.packet.cta')}
            <ArrowDown aria-hidden />
          </a>
        </Button>
      </CardFooter>
    </Card>
  )
}

/** Enterprise: priced by sales; 'Contact sales' writes to the configured sales address. */
export const EnterpriseCard = () => {
  const { t, i18n } = useTranslation()
  const salesEmail = useSiteConfig()?.salesEmail
  const mailto = salesEmail
    ? `mailto:${salesEmail}?subject=${encodeURIComponent(t('pricing.plans.enterprise.mailSubject'))}`
    : undefined
  return (
    <Card
      aria-labelledby="plan-enterprise-title"
      role="group"
      className="flex flex-col bg-slate-900 text-white"
    >
      <CardHeader>
        <div className="flex min-h-6 items-center">
          <CardTitle as="h2" id="plan-enterprise-title">
            {planName('CUSTOM', nameLanguage(i18n.resolvedLanguage))}
          </CardTitle>
        </div>
        <CardDescription className={cn('text-slate-300', DESCRIPTION)}>
          {t('pricing.plans.enterprise.description')}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-5">
        <p className={cn('text-4xl font-bold tracking-tight', PRICE_BLOCK)}>
          {t('pricing.plans.enterprise.price')}
        </p>
        <FeatureList
          className="[&_li]:text-slate-200 [&_svg]:text-brand-100"
          lines={[
            { id: 'credits', text: t('pricing.plans.enterprise.credits') },
            { id: 'features', text: t('pricing.plans.enterprise.features') },
          ]}
        />
      </CardContent>
      <CardFooter>
        {mailto ? (
          <Button asChild size="lg" className="w-full bg-white text-slate-900 hover:bg-slate-100">
            <a href={mailto}>
              <Mail aria-hidden />
              {t('pricing.plans.enterprise.cta')}
            </a>
          </Button>
        ) : (
          <Button size="lg" disabled className="w-full bg-white text-slate-900">
            <Mail aria-hidden />
            {t('pricing.plans.enterprise.cta')}
          </Button>
        )}
      </CardFooter>
    </Card>
  )
}
