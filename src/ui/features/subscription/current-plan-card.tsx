import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type {
  PlanRecord,
  SubscriptionOverview,
} from '../../../application/browser/ports/subscription.api.port.ts'
import { Button } from '../../components/ui/button.tsx'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../components/ui/card.tsx'
import { formatDate } from '../activity/format-time.ts'
import { formatCount, formatYuan } from '../pricing/format-yuan.ts'
import { usePlanName } from './plan-name.ts'
import { StatusBadge } from './status-badge.tsx'

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
    <dt className="text-slate-600">{label}</dt>
    <dd className="text-right font-medium text-slate-900">{children}</dd>
  </div>
)

const PaidDetails = ({ plan }: { plan: PlanRecord }) => {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage
  return (
    <dl className="divide-y divide-slate-100 text-sm">
      <Field label={t('subscription.current.started')}>{formatDate(plan.startDate, language)}</Field>
      <Field label={t('subscription.current.expires')}>
        {plan.expiryDate === null ? t('subscription.current.forever') : formatDate(plan.expiryDate, language)}
      </Field>
      <Field label={t('subscription.current.paid')}>
        <span className="tabular-nums">{formatYuan(plan.amount, language)}</span>
        {plan.amount === plan.price ? null : (
          <span className="ml-1 font-normal text-slate-500">
            ({t('subscription.current.listPrice', { amount: formatYuan(plan.price, language) })})
          </span>
        )}
      </Field>
      {plan.grants.length === 0 ? null : (
        <Field label={t('subscription.current.includes')}>
          {plan.grants
            .map(({ kind, total }) => t(`pricing.grants.${kind}`, { quantity: formatCount(total, language) }))
            .join(' · ')}
        </Field>
      )}
    </dl>
  )
}

const FreeDetails = ({ free }: { free: SubscriptionOverview['creditDetails']['free'] }) => {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage
  return (
    <div className="flex flex-col gap-2 text-sm">
      <dl>
        <Field label={t('subscription.current.freeCredits')}>
          {t('subscription.current.freeCreditsValue', {
            total: formatCount(free.total, language),
            left: formatCount(free.left, language),
          })}
        </Field>
      </dl>
      <p className="text-slate-500">{t('subscription.current.freeHint')}</p>
    </div>
  )
}

/**
 * The current plan (SPEC §4): name and status; the FREE trial with its total free credits; a paid plan
 * with its dates (or 'Forever'), the price paid and what it includes. Only an ACTIVE paid plan can be
 * cancelled; a cancelled one says until when it still runs.
 */
export const CurrentPlanCard = ({
  overview,
  onCancel,
}: {
  overview: SubscriptionOverview
  onCancel: (plan: PlanRecord) => void
}) => {
  const { t, i18n } = useTranslation()
  const planName = usePlanName()
  const plan = overview.current
  return (
    <Card aria-labelledby="current-plan-title" role="region" className="flex flex-col">
      <CardHeader className="gap-3">
        <CardTitle as="h2" id="current-plan-title" className="text-sm font-medium text-slate-500">
          {t('subscription.current.title')}
        </CardTitle>
        {plan === null ? (
          <p className="text-slate-700">{t('subscription.current.none')}</p>
        ) : (
          <div className="flex flex-wrap items-center gap-2">
            <p className="text-xl font-semibold text-slate-900">{planName(plan.planType)}</p>
            <StatusBadge status={plan.status} />
          </div>
        )}
      </CardHeader>
      {plan === null ? null : (
        <CardContent className="flex flex-1 flex-col gap-3">
          {plan.planType === 'FREE' ? (
            <FreeDetails free={overview.creditDetails.free} />
          ) : (
            <PaidDetails plan={plan} />
          )}
          {plan.status === 'CANCELLED' ? (
            <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              {plan.expiryDate === null
                ? t('subscription.current.cancelledForever')
                : t('subscription.current.cancelledNote', {
                    date: formatDate(plan.expiryDate, i18n.resolvedLanguage),
                  })}
            </p>
          ) : null}
        </CardContent>
      )}
      {plan !== null && plan.status === 'ACTIVE' && plan.planType !== 'FREE' ? (
        <CardFooter className="justify-end">
          <Button variant="outline" size="sm" onClick={() => onCancel(plan)}>
            {t('subscription.cancel.button')}
          </Button>
        </CardFooter>
      ) : null}
    </Card>
  )
}
