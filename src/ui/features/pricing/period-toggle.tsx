import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '../../components/ui/badge.tsx'
import {
  BILLING_PERIODS,
  type BillingPeriod,
  bestYearlySavingPercent,
  isBillingPeriod,
} from './pricing-offers.ts'

/**
 * The radios' shared name. The page's style sheet shows the cards of the period whose radio is checked
 * (`[data-billing-period]` in styles.css), so a choice made before the app runs shows at once (issue 33).
 */
export const BILLING_PERIOD_FIELD = 'billing-period'

/**
 * Monthly or yearly (SPEC §4), as native radios drawn as a segmented control: arrow keys move between the
 * two, and a press works before the app runs (/pricing arrives drawn by the server).
 */
export const PeriodToggle = ({
  period,
  onChange,
}: {
  period: BillingPeriod
  onChange: (period: BillingPeriod) => void
}) => {
  const { t } = useTranslation()
  const labelId = useId()
  return (
    <div className="flex flex-wrap items-center justify-center gap-3">
      <span id={labelId} className="sr-only">
        {t('pricing.period.label')}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        className="inline-flex rounded-full bg-slate-100 p-1 ring-1 ring-slate-200 ring-inset"
      >
        {BILLING_PERIODS.map((value) => (
          <label
            key={value}
            className="relative cursor-pointer rounded-full px-5 py-2 text-sm font-medium text-slate-600 transition-colors hover:text-slate-900 has-checked:bg-white has-checked:text-slate-900 has-checked:shadow-sm has-focus-visible:ring-2 has-focus-visible:ring-brand-500"
          >
            <input
              type="radio"
              name={BILLING_PERIOD_FIELD}
              value={value}
              checked={period === value}
              onChange={(event) => {
                if (event.target.checked && isBillingPeriod(value)) onChange(value)
              }}
              // Over the whole label, unseen: a press anywhere on it is a press on the radio itself.
              className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
            />
            {t(`pricing.period.${value}`)}
          </label>
        ))}
      </div>
      <Badge variant="success">{t('pricing.period.saveUpTo', { percent: bestYearlySavingPercent() })}</Badge>
    </div>
  )
}
