import { useTranslation } from 'react-i18next'
import type { PlanRecord } from '../../../application/browser/ports/subscription.api.port.ts'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx'
import { formatDate } from '../activity/format-time.ts'
import { formatCount } from '../pricing/format-yuan.ts'
import { usePlanName } from './plan-name.ts'

/** What runs beside the current plan (packets, the trial under a paid plan), each with its own expiry. */
export const StackedPlans = ({ plans }: { plans: readonly PlanRecord[] }) => {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage
  const planName = usePlanName()
  return (
    <Card aria-labelledby="stacked-title" role="region">
      <CardHeader>
        <CardTitle as="h2" id="stacked-title">
          {t('subscription.stacked.title')}
        </CardTitle>
        <CardDescription>{t('subscription.stacked.subtitle')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-slate-100">
          {plans.map((plan) => {
            const name = planName(plan.planType)
            // A grant named like its plan (the free trial's free credits) is not named twice on one line.
            const grant = ({ kind, total, used }: PlanRecord['grants'][number]) => {
              const counts = { used: formatCount(used, language), total: formatCount(total, language) }
              const kindName = t(`subscription.credits.kinds.${kind}`)
              return kindName === name
                ? t('subscription.stacked.grantAlone', counts)
                : t('subscription.stacked.grant', { kind: kindName, ...counts })
            }
            return (
              <li key={plan.id} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-baseline sm:gap-4">
                <p className="font-medium text-slate-900 sm:w-64">{name}</p>
                <p className="flex-1 text-sm text-slate-600">{plan.grants.map(grant).join(' · ')}</p>
                <p className="text-sm whitespace-nowrap text-slate-500">
                  {plan.expiryDate === null
                    ? t('subscription.stacked.forever')
                    : t('subscription.stacked.expires', { date: formatDate(plan.expiryDate, language) })}
                </p>
              </li>
            )
          })}
        </ul>
      </CardContent>
    </Card>
  )
}
