import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../activity/format-time.ts'
import { Cell, EmptyLog, LogTable } from '../activity/log-table.tsx'
import { formatYuan } from '../pricing/format-yuan.ts'
import { usePlanName } from '../subscription/plan-name.ts'
import { OrderStatusBadge } from './order-status-badge.tsx'
import { useOwnOrders } from './use-orders.ts'

/**
 * The subscription page's payments: every paid order, newest first, with its receipt, and any refund
 * an administrator made (the plan it bought then shows as ended in the history).
 */
export const PaymentsHistory = () => {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage
  const planName = usePlanName()
  const query = useOwnOrders()
  const orders = query.data
  return (
    <section aria-labelledby="payments-title" className="flex flex-col gap-3">
      <h2 id="payments-title" className="text-lg font-semibold text-slate-900">
        {t('orders.payments.title')}
      </h2>
      {orders === undefined ? null : orders.length === 0 ? (
        <EmptyLog>{t('orders.payments.empty')}</EmptyLog>
      ) : (
        <LogTable
          caption={t('orders.payments.title')}
          columns={[
            { key: 'date', label: t('orders.payments.date') },
            { key: 'plan', label: t('orders.payments.plan') },
            { key: 'status', label: t('orders.payments.status') },
            { key: 'amount', label: t('orders.payments.amount'), numeric: true },
            { key: 'receipt', label: t('orders.payments.receipt') },
          ]}
        >
          {orders.map((order) => (
            <tr key={order.orderId}>
              <Cell className="whitespace-nowrap">
                {formatDate(order.closedAt ?? order.createdAt, language)}
              </Cell>
              <Cell className="font-medium text-slate-900">{planName(order.planType)}</Cell>
              <Cell>
                <OrderStatusBadge status={order.status} />
                {order.refundedAt === null ? null : (
                  <div className="mt-1 text-xs text-slate-500">
                    {t('orders.payments.refundedOn', { date: formatDate(order.refundedAt, language) })}
                  </div>
                )}
              </Cell>
              <Cell numeric className="whitespace-nowrap">
                {formatYuan(order.finalAmount, language)}
              </Cell>
              <Cell>
                <Link
                  to="/admin/subscription"
                  search={{ receipt: order.orderId }}
                  className="text-brand-700 underline-offset-2 hover:underline"
                  aria-label={t('orders.payments.openReceipt', { plan: planName(order.planType) })}
                >
                  {t('orders.payments.view')}
                </Link>
              </Cell>
            </tr>
          ))}
        </LogTable>
      )}
    </section>
  )
}
