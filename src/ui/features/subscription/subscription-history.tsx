import { useTranslation } from 'react-i18next'
import type { PlanRecord } from '../../../application/browser/ports/subscription.api.port.ts'
import { formatDate } from '../activity/format-time.ts'
import { Cell, EmptyLog, LogTable } from '../activity/log-table.tsx'
import { formatYuan } from '../pricing/format-yuan.ts'
import { usePlanName } from './plan-name.ts'
import { StatusBadge } from './status-badge.tsx'

/** SPEC §4: the cancelled and expired subscriptions, newest first. */
export const SubscriptionHistory = ({ history }: { history: readonly PlanRecord[] }) => {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage
  const planName = usePlanName()
  return (
    <section aria-labelledby="history-title" className="flex flex-col gap-3">
      <h2 id="history-title" className="text-lg font-semibold text-slate-900">
        {t('subscription.history.title')}
      </h2>
      {history.length === 0 ? (
        <EmptyLog>{t('subscription.history.empty')}</EmptyLog>
      ) : (
        <LogTable
          caption={t('subscription.history.title')}
          columns={[
            { key: 'plan', label: t('subscription.history.plan') },
            { key: 'status', label: t('subscription.history.status') },
            { key: 'started', label: t('subscription.history.started') },
            { key: 'expiry', label: t('subscription.history.expiry') },
            { key: 'amount', label: t('subscription.history.amount'), numeric: true },
          ]}
        >
          {history.map((plan) => (
            <tr key={plan.id}>
              <Cell className="font-medium text-slate-900">{planName(plan.planType)}</Cell>
              <Cell>
                <StatusBadge status={plan.status} />
              </Cell>
              <Cell className="whitespace-nowrap">{formatDate(plan.startDate, language)}</Cell>
              <Cell className="whitespace-nowrap">
                {plan.expiryDate === null
                  ? t('subscription.current.forever')
                  : formatDate(plan.expiryDate, language)}
              </Cell>
              <Cell numeric>{formatYuan(plan.amount, language)}</Cell>
            </tr>
          ))}
        </LogTable>
      )}
    </section>
  )
}
