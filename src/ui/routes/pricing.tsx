import { createFileRoute } from '@tanstack/react-router'
import { isBillingPeriod } from '../features/pricing/pricing-offers.ts'
import { PricingPage } from '../features/pricing/pricing-page.tsx'

type PricingSearch = {
  readonly period?: 'monthly' | 'yearly'
  /** An invite code to start the box with (e.g. from a distributor's link); normalised on use. */
  readonly code?: string
  /** `cancelled`: back from a checkout the buyer cancelled (with `order`, the order's id). */
  readonly status?: 'cancelled'
  readonly order?: string
}

// Anything unexpected in the address is dropped rather than refused: it is a public, linkable page.
const parseSearch = (search: Record<string, unknown>): PricingSearch => ({
  ...(isBillingPeriod(search.period) ? { period: search.period } : {}),
  ...(typeof search.code === 'string' ? { code: search.code.slice(0, 64) } : {}),
  ...(search.status === 'cancelled' ? { status: 'cancelled' as const } : {}),
  ...(typeof search.order === 'string' ? { order: search.order.slice(0, 100) } : {}),
})

const Pricing = () => {
  const search = Route.useSearch()
  return (
    <PricingPage
      {...(search.period === undefined ? {} : { initialPeriod: search.period })}
      {...(search.code === undefined ? {} : { initialCode: search.code })}
      cancelled={search.status === 'cancelled'}
    />
  )
}

export const Route = createFileRoute('/pricing')({ validateSearch: parseSearch, component: Pricing })
