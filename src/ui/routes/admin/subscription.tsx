import { createFileRoute, useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import { ReceiptPage } from '../../features/orders/receipt-page.tsx'
import { checkoutOf, parseSubscriptionSearch } from '../../features/subscription/checkout-search.ts'
import { SubscriptionPage } from '../../features/subscription/subscription-page.tsx'

const Subscription = () => {
  const search = Route.useSearch()
  return search.receipt === undefined ? <Plans /> : <ReceiptPage orderId={search.receipt} />
}

const Plans = () => {
  const checkout = checkoutOf(Route.useSearch())
  const navigate = Route.useNavigate()
  const router = useRouter()
  // Once dealt with, the checkout return leaves the address, so a reload does not announce it again.
  // Only while the visitor is still here: one who moved on before the payment was confirmed (a link in
  // the sidebar) is not pulled back to this page.
  const handled = useCallback(() => {
    if (router.latestLocation.pathname !== Route.fullPath) return
    void navigate({ search: {}, replace: true })
  }, [navigate, router])
  return <SubscriptionPage {...(checkout === undefined ? {} : { checkout })} onCheckoutHandled={handled} />
}

export const Route = createFileRoute('/admin/subscription')({
  validateSearch: parseSubscriptionSearch,
  component: Subscription,
})
