import { useTranslation } from 'react-i18next'
import type { PlanRecord } from '../../../application/browser/ports/subscription.api.port.ts'
import { formatDate } from '../activity/format-time.ts'
import { useAlertDialog } from '../alert/alert-dialog-provider.tsx'
import { toast } from '../toast/toast.ts'
import { usePlanName } from './plan-name.ts'
import { useCancelPlan } from './use-subscription.ts'

/**
 * Cancelling a plan: the generic alert first says it stays usable until its expiry date (PRODUCT.md:
 * nothing renews, so cancelling stops nothing at once); confirming cancels it and says so.
 */
export const useCancelFlow = () => {
  const { t, i18n } = useTranslation()
  const alert = useAlertDialog()
  const planName = usePlanName()
  const cancel = useCancelPlan()
  return (plan: PlanRecord) => {
    const name = planName(plan.planType)
    const date = plan.expiryDate === null ? null : formatDate(plan.expiryDate, i18n.resolvedLanguage)
    alert.open({
      title: t('subscription.cancel.title'),
      description:
        date === null
          ? t('subscription.cancel.descriptionForever', { plan: name })
          : t('subscription.cancel.description', { plan: name, date }),
      confirmText: t('subscription.cancel.confirm'),
      cancelText: t('subscription.cancel.keep'),
      onConfirm: async () => {
        try {
          await cancel.mutateAsync(plan.id)
        } catch {
          return // already reported by the failure reporter
        }
        toast.success(
          date === null ? t('subscription.cancel.doneForever') : t('subscription.cancel.done', { date }),
        )
      },
    })
  }
}
