import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { SubscriptionOverview } from '../../../application/browser/ports/subscription.api.port.ts'
import type { CreditKind } from '../../../domain/credits/credit-kind.ts'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx'
import { formatCount } from '../pricing/format-yuan.ts'
import { shownCredits, usagePercent } from './credit-usage.ts'

const CreditRow = ({
  kind,
  total,
  used,
  left,
}: {
  kind: CreditKind
  total: number
  used: number
  left: number
}) => {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage
  const labelId = useId()
  const percent = usagePercent(used, total)
  const usage = t('subscription.credits.usage', {
    used: formatCount(used, language),
    total: formatCount(total, language),
  })
  return (
    <li className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span id={labelId} className="font-medium text-slate-900">
          {t(`subscription.credits.kinds.${kind}`)}
        </span>
        <span className="text-slate-600 tabular-nums">
          {usage} · {t('subscription.credits.left', { left: formatCount(left, language) })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={usage}
        className="h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div className="h-full rounded-full bg-brand-500" style={{ width: `${percent}%` }} />
      </div>
    </li>
  )
}

/** Credits used and granted per kind, as bars with their numbers; kinds with nothing granted are left out. */
export const CreditUsageCard = ({ details }: { details: SubscriptionOverview['creditDetails'] }) => {
  const { t } = useTranslation()
  const shown = shownCredits(details)
  return (
    <Card aria-labelledby="credits-title" role="region">
      <CardHeader>
        <CardTitle as="h2" id="credits-title">
          {t('subscription.credits.title')}
        </CardTitle>
        <CardDescription>{t('subscription.credits.subtitle')}</CardDescription>
      </CardHeader>
      <CardContent>
        {shown.length === 0 ? (
          <p className="text-sm text-slate-600">{t('subscription.credits.none')}</p>
        ) : (
          <ul className="flex flex-col gap-4">
            {shown.map((credit) => (
              <CreditRow key={credit.kind} {...credit} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
