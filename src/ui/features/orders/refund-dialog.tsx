import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { OrderSummary, RefundOutcome } from '../../../application/browser/ports/orders.api.port.ts'
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../components/ui/alert-dialog.tsx'
import { Button } from '../../components/ui/button.tsx'
import { formatCount, formatYuan } from '../pricing/format-yuan.ts'
import { usePlanName } from '../subscription/plan-name.ts'
import { useRefundOrder } from './use-orders.ts'

/**
 * Confirms a refund of the whole amount, then says what it did: per credit kind, what was used (kept)
 * and what was withdrawn, as the audit log records it.
 */
export const RefundDialog = ({ order, onClose }: { order: OrderSummary; onClose: () => void }) => {
  const { t, i18n } = useTranslation()
  const planName = usePlanName()
  const refund = useRefundOrder()
  const [done, setDone] = useState<RefundOutcome | undefined>(undefined)
  const language = i18n.resolvedLanguage
  return (
    <AlertDialog open onOpenChange={(open) => !open && !refund.isPending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>
            {t(done === undefined ? 'orders.refund.title' : 'orders.refund.doneTitle')}
          </AlertDialogTitle>
          <AlertDialogDescription>
            {done === undefined
              ? t('orders.refund.description', {
                  amount: formatYuan(order.finalAmount, language),
                  plan: planName(order.planType),
                  user: order.username,
                })
              : t('orders.refund.done', {
                  amount: formatYuan(order.finalAmount, language),
                  user: order.username,
                })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        {done === undefined ? null : (
          <ul className="grid gap-1 text-sm text-slate-700" aria-label={t('orders.refund.withdrawals')}>
            {done.withdrawals.map((w) => (
              <li key={w.kind}>
                {t('orders.refund.withdrawal', {
                  kind: t(`orders.kinds.${w.kind}`),
                  withdrawn: formatCount(w.withdrawn, language),
                  used: formatCount(w.used, language),
                  granted: formatCount(w.granted, language),
                })}
              </li>
            ))}
          </ul>
        )}
        <AlertDialogFooter>
          {done === undefined ? (
            <>
              <AlertDialogCancel disabled={refund.isPending}>{t('orders.refund.cancel')}</AlertDialogCancel>
              <Button
                className="bg-red-600 hover:bg-red-700"
                disabled={refund.isPending}
                onClick={() => refund.mutate(order.orderId, { onSuccess: setDone })}
              >
                {refund.isPending ? t('orders.refund.working') : t('orders.refund.confirm')}
              </Button>
            </>
          ) : (
            <Button onClick={onClose}>{t('orders.refund.close')}</Button>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
