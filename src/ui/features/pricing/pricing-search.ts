import { type BillingPeriod, isBillingPeriod } from './pricing-offers.ts'

/** The pricing pages' address: /pricing and /admin/pricing take the same search parameters. */
export type PricingSearch = {
  readonly period?: BillingPeriod
  /** An invite code to start the box with (e.g. from a distributor's link); normalised on use. */
  readonly code?: string
  /** `cancelled`: back from a checkout the buyer cancelled (with `order`, the order's id). */
  readonly status?: 'cancelled'
  readonly order?: string
}

// Anything unexpected in the address is dropped rather than refused: these are linkable pages.
export const parsePricingSearch = (search: Record<string, unknown>): PricingSearch => ({
  ...(isBillingPeriod(search.period) ? { period: search.period } : {}),
  ...(typeof search.code === 'string' ? { code: search.code.slice(0, 64) } : {}),
  ...(search.status === 'cancelled' ? { status: 'cancelled' as const } : {}),
  ...(typeof search.order === 'string' ? { order: search.order.slice(0, 100) } : {}),
})

/** The page's starting state from its address. */
export const pricingProps = (search: PricingSearch) => ({
  ...(search.period === undefined ? {} : { initialPeriod: search.period }),
  ...(search.code === undefined ? {} : { initialCode: search.code }),
  cancelled: search.status === 'cancelled',
})
