import { RadioGroup } from 'radix-ui'
import { useTranslation } from 'react-i18next'
import { Badge } from '../../components/ui/badge.tsx'
import { cn } from '../../lib/cn.ts'
import {
  BILLING_PERIODS,
  type BillingPeriod,
  bestYearlySavingPercent,
  isBillingPeriod,
} from './pricing-offers.ts'

/** Monthly or yearly (SPEC §4), as a segmented radio group: arrow keys move between the two. */
export const PeriodToggle = ({
  period,
  onChange,
}: {
  period: BillingPeriod
  onChange: (period: BillingPeriod) => void
}) => {
  const { t } = useTranslation()
  return (
    <div className="flex flex-wrap items-center justify-center gap-3">
      <RadioGroup.Root
        value={period}
        onValueChange={(value) => {
          if (isBillingPeriod(value)) onChange(value)
        }}
        orientation="horizontal"
        aria-label={t('pricing.period.label')}
        className="inline-flex rounded-full bg-slate-100 p-1 ring-1 ring-slate-200 ring-inset"
      >
        {BILLING_PERIODS.map((value) => (
          <RadioGroup.Item
            key={value}
            value={value}
            className={cn(
              'rounded-full px-5 py-2 text-sm font-medium text-slate-600 transition-colors hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
              'data-[state=checked]:bg-white data-[state=checked]:text-slate-900 data-[state=checked]:shadow-sm',
            )}
          >
            {t(`pricing.period.${value}`)}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
      <Badge variant="success">{t('pricing.period.saveUpTo', { percent: bestYearlySavingPercent() })}</Badge>
    </div>
  )
}
