import { Link } from '@tanstack/react-router'
import { Printer } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/ui/button.tsx'
import { formatDateTime } from '../activity/format-time.ts'
import { QueryState } from '../activity/query-state.tsx'
import { formatYuan } from '../pricing/format-yuan.ts'
import { usePlanName } from '../subscription/plan-name.ts'
import { useReceipt } from './use-orders.ts'

const Row = ({
  label,
  children,
  strong = false,
}: {
  label: string
  children: ReactNode
  strong?: boolean
}) => (
  <div
    className={
      strong
        ? 'flex justify-between gap-4 border-t border-slate-300 pt-3 text-base font-semibold'
        : 'flex justify-between gap-4'
    }
  >
    <dt className="text-slate-600">{label}</dt>
    <dd className="text-right text-slate-900">{children}</dd>
  </div>
)

/**
 * A receipt of one paid order, in the reader's language: who sold (SELLER_NAME, SELLER_ADDRESS), the
 * order, the plan, list price, discount and code, total and how it was paid; a refund if any. Printing
 * shows the receipt alone (the dashboard around it is not printed).
 */
export const ReceiptPage = ({ orderId }: { orderId: string }) => {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage
  const planName = usePlanName()
  const query = useReceipt(orderId)
  const receipt = query.data
  if (receipt === undefined)
    return (
      <div className="p-4 md:p-6">
        <QueryState
          loading={query.isPending}
          loadingText={t('orders.receipt.loading')}
          failedText={t('orders.receipt.notFound')}
          retryText={t('orders.receipt.retry')}
          onRetry={() => void query.refetch()}
        />
      </div>
    )
  const { order, seller } = receipt
  const method = order.paymentMethod ?? order.provider
  return (
    <div className="flex flex-col gap-4 p-4 md:p-6 print:p-0">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to="/admin/subscription" className="text-sm text-brand-700 underline-offset-2 hover:underline">
          {t('orders.receipt.back')}
        </Link>
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          {t('orders.receipt.print')}
        </Button>
      </div>
      <article
        aria-labelledby="receipt-title"
        data-receipt=""
        className="mx-auto w-full max-w-2xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm md:p-10 print:max-w-none print:border-0 print:p-0 print:shadow-none"
      >
        <header className="grid gap-4 border-b border-slate-200 pb-6">
          <h1 id="receipt-title" className="text-2xl font-semibold text-slate-900">
            {t('orders.receipt.title')}
          </h1>
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <p className="font-semibold text-slate-900">{seller.name}</p>
              {seller.address === '' ? null : (
                <p className="whitespace-pre-line text-sm text-slate-600">{seller.address}</p>
              )}
            </div>
            <p className="text-sm break-all text-slate-600 sm:text-right">
              {t('orders.receipt.number', { id: order.orderId })}
            </p>
          </div>
        </header>
        <dl className="mt-6 grid gap-3 text-sm">
          <Row label={t('orders.receipt.date')}>
            {formatDateTime(order.closedAt ?? order.createdAt, language)}
          </Row>
          <Row label={t('orders.receipt.billedTo')}>
            {order.username}
            {order.email === null ? null : <span className="block text-slate-500">{order.email}</span>}
          </Row>
          <Row label={t('orders.receipt.plan')}>{planName(order.planType)}</Row>
          <Row label={t('orders.receipt.listPrice')}>{formatYuan(order.originalAmount, language)}</Row>
          <Row label={t('orders.receipt.discount')}>
            {order.discountAmount > 0
              ? `−${formatYuan(order.discountAmount, language)}`
              : formatYuan(order.discountAmount, language)}
            {order.inviteCode === null ? null : (
              <span className="block text-slate-500">
                {t('orders.receipt.code', { code: order.inviteCode })}
              </span>
            )}
          </Row>
          <Row label={t('orders.receipt.total')} strong>
            {formatYuan(order.finalAmount, language)} CNY
          </Row>
          <Row label={t('orders.receipt.method')}>{t(`orders.methods.${method}`, method)}</Row>
          {order.refundedAt === null ? null : (
            <Row label={t('orders.receipt.refunded')}>{formatDateTime(order.refundedAt, language)}</Row>
          )}
        </dl>
        <p className="mt-8 text-xs text-slate-500">{t('orders.receipt.footer', { seller: seller.name })}</p>
      </article>
    </div>
  )
}
