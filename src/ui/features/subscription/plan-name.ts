import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import type { PlanType } from '../../../domain/plans/plan-type.ts'
import { planLabel } from '../pricing/plan-label.ts'

/** The i18n keys naming a plan: the pricing page's name and period or group, or the trial's and CUSTOM's. */
export const planNameKeys = (
  type: PlanType,
): { readonly nameKey: string; readonly qualifierKey?: string } => {
  if (type === 'FREE') return { nameKey: 'subscription.plans.free' }
  if (type === 'CUSTOM') return { nameKey: 'subscription.plans.custom' }
  return planLabel(type)
}

/** Names a plan in the user's language: "Startup · Monthly", "Email packet · Pro Packet", "Free trial". */
export const usePlanName = () => {
  const { t } = useTranslation()
  return useCallback(
    (type: PlanType): string => {
      const { nameKey, qualifierKey } = planNameKeys(type)
      return qualifierKey === undefined
        ? t(nameKey)
        : t('pricing.planLabel', { name: t(nameKey), qualifier: t(qualifierKey) })
    },
    [t],
  )
}
