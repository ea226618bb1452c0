import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { OrdersPage } from '../../features/orders/orders-page.tsx'
import { type OrdersSearch, parseOrdersSearch } from '../../features/orders/orders-search.ts'

const Orders = () => {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const onSearchChange = useCallback((next: OrdersSearch) => void navigate({ search: next }), [navigate])
  return <OrdersPage search={search} onSearchChange={onSearchChange} />
}

export const Route = createFileRoute('/admin/orders')({
  validateSearch: parseOrdersSearch,
  component: Orders,
})
