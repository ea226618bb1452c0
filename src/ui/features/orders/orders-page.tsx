import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { OrderSummary } from '../../../application/browser/ports/orders.api.port.ts'
import { ORDER_STATUSES } from '../../../domain/orders/order.ts'
import { Button } from '../../components/ui/button.tsx'
import { Input } from '../../components/ui/input.tsx'
import { formatDateTime } from '../activity/format-time.ts'
import { LogPage } from '../activity/log-page.tsx'
import { Cell } from '../activity/log-table.tsx'
import { RequireAdmin } from '../dashboard/require-admin.tsx'
import { formatYuan } from '../pricing/format-yuan.ts'
import { usePlanName } from '../subscription/plan-name.ts'
import { OrderStatusBadge } from './order-status-badge.tsx'
import type { OrdersSearch } from './orders-search.ts'
import { RefundDialog } from './refund-dialog.tsx'
import { useOrders } from './use-orders.ts'

type OrdersPageProps = {
  readonly search: OrdersSearch
  readonly onSearchChange: (search: OrdersSearch) => void
}

const Filters = ({ search, onSearchChange }: OrdersPageProps) => {
  const { t } = useTranslation()
  const id = useId()
  // A new filter starts again at the first page; an emptied field leaves the address.
  const set = (change: { readonly [K in keyof OrdersSearch]?: OrdersSearch[K] | undefined }) => {
    const { page: _, ...rest } = { ...search, ...change }
    onSearchChange(
      Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined && v !== '')) as OrdersSearch,
    )
  }
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      aria-label={t('orders.filters.label')}
      onSubmit={(e) => e.preventDefault()}
    >
      <label className="grid gap-1 text-sm text-slate-700">
        {t('orders.filters.status')}
        <select
          className="h-10 rounded-lg border border-slate-300 bg-white px-3 text-sm"
          value={search.status ?? ''}
          onChange={(e) => set({ status: (e.target.value || undefined) as OrdersSearch['status'] })}
        >
          <option value="">{t('orders.filters.anyStatus')}</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`orders.status.${status}`)}
            </option>
          ))}
        </select>
      </label>
      <div className="grid gap-1 text-sm text-slate-700">
        <label htmlFor={`${id}-from`}>{t('orders.filters.from')}</label>
        <Input
          id={`${id}-from`}
          type="date"
          value={search.from ?? ''}
          onChange={(e) => set({ from: e.target.value || undefined })}
        />
      </div>
      <div className="grid gap-1 text-sm text-slate-700">
        <label htmlFor={`${id}-to`}>{t('orders.filters.to')}</label>
        <Input
          id={`${id}-to`}
          type="date"
          value={search.to ?? ''}
          onChange={(e) => set({ to: e.target.value || undefined })}
        />
      </div>
      {search.status || search.from || search.to ? (
        <Button type="button" variant="ghost" onClick={() => onSearchChange({})}>
          {t('orders.filters.clear')}
        </Button>
      ) : null}
    </form>
  )
}

const Orders = ({ search, onSearchChange }: OrdersPageProps) => {
  const { t, i18n } = useTranslation()
  const language = i18n.resolvedLanguage
  const planName = usePlanName()
  const page = search.page ?? 1
  const query = useOrders(page, { status: search.status, from: search.from, to: search.to })
  const [refunding, setRefunding] = useState<OrderSummary | undefined>(undefined)
  const columns = [
    { key: 'time', label: t('orders.columns.time') },
    { key: 'user', label: t('orders.columns.user') },
    { key: 'plan', label: t('orders.columns.plan') },
    { key: 'amounts', label: t('orders.columns.amounts'), numeric: true },
    { key: 'code', label: t('orders.columns.code') },
    { key: 'provider', label: t('orders.columns.provider') },
    { key: 'status', label: t('orders.columns.status') },
    { key: 'actions', label: t('orders.columns.actions') },
  ]
  return (
    <>
      <LogPage
        title={t('orders.title')}
        subtitle={t('orders.subtitle')}
        emptyText={t('orders.empty')}
        columns={columns}
        query={query}
        page={page}
        onPageChange={(next) => {
          const { page: _, ...filters } = search
          onSearchChange(next > 1 ? { ...filters, page: next } : filters)
        }}
        toolbar={<Filters search={search} onSearchChange={onSearchChange} />}
        row={(order) => (
          <tr key={order.orderId}>
            <Cell className="whitespace-nowrap text-slate-600">
              <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, language)}</time>
              <div className="text-xs text-slate-500" title={order.orderId}>
                {order.orderId.slice(0, 8)}
              </div>
            </Cell>
            <Cell>
              <div>{order.username}</div>
              {order.email === null ? null : <div className="text-xs text-slate-500">{order.email}</div>}
            </Cell>
            <Cell className="whitespace-nowrap">{planName(order.planType)}</Cell>
            <Cell numeric className="whitespace-nowrap">
              <div className="font-medium">{formatYuan(order.finalAmount, language)}</div>
              {order.discountAmount > 0 ? (
                <div className="text-xs text-slate-500">
                  {t('orders.discounted', {
                    original: formatYuan(order.originalAmount, language),
                    discount: formatYuan(order.discountAmount, language),
                  })}
                </div>
              ) : null}
            </Cell>
            <Cell>{order.inviteCode ?? '—'}</Cell>
            <Cell className="whitespace-nowrap">
              {t(`orders.providers.${order.provider}`)}
              {order.paymentMethod === null ? null : (
                <div className="text-xs text-slate-500">
                  {t(`orders.methods.${order.paymentMethod}`, order.paymentMethod)}
                </div>
              )}
            </Cell>
            <Cell>
              <OrderStatusBadge status={order.status} />
            </Cell>
            <Cell>
              {order.status === 'PAID' ? (
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t('orders.refund.action', {
                    user: order.username,
                    plan: planName(order.planType),
                  })}
                  onClick={() => setRefunding(order)}
                >
                  {t('orders.refund.button')}
                </Button>
              ) : null}
            </Cell>
          </tr>
        )}
      />
      {refunding === undefined ? null : (
        <RefundDialog order={refunding} onClose={() => setRefunding(undefined)} />
      )}
    </>
  )
}

/** /admin/orders (admins only): every order with buyer, amounts, code, provider and status; refunds. */
export const OrdersPage = (props: OrdersPageProps) => (
  <RequireAdmin>
    <Orders {...props} />
  </RequireAdmin>
)
