import { useTranslation } from 'react-i18next'
import type { OrderStatus } from '../../../domain/orders/order.ts'
import { Badge } from '../../components/ui/badge.tsx'

const VARIANT = { PENDING: 'warning', PAID: 'success', CANCELLED: 'neutral', REFUNDED: 'danger' } as const

/** An order's status in words, coloured by what it means for the money. */
export const OrderStatusBadge = ({ status }: { status: OrderStatus }) => {
  const { t } = useTranslation()
  return <Badge variant={VARIANT[status]}>{t(`orders.status.${status}`)}</Badge>
}
