import { FileSpreadsheet, LifeBuoy, Mail, Phone, Search, UserRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { planOf } from '../../../domain/plans/plan-catalogue.ts'
import { PACKET_GROUP_NAMES, PACKET_KIND_NAMES } from '../../../domain/plans/plan-names.ts'
import type { PlanType } from '../../../domain/plans/plan-type.ts'
import { Badge } from '../../components/ui/badge.tsx'
import { Button } from '../../components/ui/button.tsx'
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx'
import { formatCount, formatYuan } from './format-yuan.ts'
import { nameLanguage } from './plan-label.ts'
import {
  grantLines,
  PACKET_GROUPS,
  type PacketGroup,
  type PacketKind,
  packetDays,
  priceOf,
} from './pricing-offers.ts'

const KIND_ICONS: Record<PacketKind, typeof Mail> = {
  profile: UserRound,
  email: Mail,
  phone: Phone,
  search: Search,
}

const PacketRow = ({
  kind,
  plan,
  group,
  onBuy,
}: {
  kind: PacketKind
  plan: PlanType
  group: PacketGroup
  onBuy: (plan: PlanType) => void
}) => {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage
  const Icon = KIND_ICONS[kind]
  const name = PACKET_KIND_NAMES[kind][nameLanguage(language)]
  const grants = grantLines(planOf(plan))
    .map(({ key, count }) => t(key, { quantity: formatCount(count, language) }))
    .join(' · ')
  return (
    <li className="flex items-center gap-3 py-3 sm:gap-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
        <Icon aria-hidden className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-900">{name}</p>
        <p className="text-sm text-slate-600">{grants}</p>
        <p className="text-xs text-slate-500">{t('pricing.validity.days', { days: packetDays(plan) })}</p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1.5 sm:flex-row sm:items-center sm:gap-4">
        <span className="font-semibold text-slate-900 tabular-nums">
          {formatYuan(priceOf(plan), language)}
        </span>
        <Button
          size="sm"
          variant="outline"
          onClick={() => onBuy(plan)}
          aria-label={t('pricing.packets.buyLabel', {
            name,
            group: PACKET_GROUP_NAMES[group][nameLanguage(language)],
          })}
        >
          {t('pricing.packets.buy')}
        </Button>
      </div>
    </li>
  )
}

/** SPEC §2's packet groups, Basic Packet and Pro Packet: one-off top-ups, 30 days, CSV for Pro. */
export const PacketGroups = ({ id, onBuy }: { id: string; onBuy: (plan: PlanType) => void }) => {
  const { t, i18n } = useTranslation()
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id={`${id}-title`} className="text-2xl font-semibold tracking-tight sm:text-3xl">
          {t('pricing.packets.title')}
        </h2>
        <p className="mt-2 text-slate-600">{t('pricing.packets.subtitle')}</p>
      </div>
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        {PACKET_GROUPS.map(({ group, packets }) => {
          const csv = packets.every(({ plan }) => planOf(plan).features.csvExport)
          return (
            <Card key={group} role="group" aria-labelledby={`${id}-${group}`} className="flex flex-col">
              <CardHeader className="pb-2">
                <CardTitle id={`${id}-${group}`}>
                  {PACKET_GROUP_NAMES[group][nameLanguage(i18n.resolvedLanguage)]}
                </CardTitle>
                <CardDescription>{t(`pricing.packets.groups.${group}.description`)}</CardDescription>
                {group === 'pro' ? (
                  <div className="flex flex-wrap gap-2 pt-1">
                    {csv ? (
                      <Badge variant="neutral">
                        <FileSpreadsheet aria-hidden />
                        {t('pricing.packets.perks.csv')}
                      </Badge>
                    ) : null}
                    <Badge variant="neutral">
                      <LifeBuoy aria-hidden />
                      {t('pricing.packets.perks.support')}
                    </Badge>
                  </div>
                ) : null}
              </CardHeader>
              <ul className="divide-y divide-slate-100 px-6 pb-3">
                {packets.map(({ kind, plan }) => (
                  <PacketRow key={plan} kind={kind} plan={plan} group={group} onBuy={onBuy} />
                ))}
              </ul>
            </Card>
          )
        })}
      </div>
    </section>
  )
}
