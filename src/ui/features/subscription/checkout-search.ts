import type { CheckoutReturn } from './use-checkout-return.ts'

/**
 * /admin/subscription's address: back from a checkout, `?order=<id>` and maybe `status=cancelled`; or
 * one paid order's receipt, `?receipt=<id>`.
 */
export type SubscriptionSearch = {
  readonly order?: string
  readonly status?: 'cancelled'
  readonly receipt?: string
}

// docs/payments.md: order ids are [A-Za-z0-9-], at most 100; anything else is dropped.
const ORDER_ID = /^[A-Za-z0-9-]{1,100}$/

export const parseSubscriptionSearch = (search: Record<string, unknown>): SubscriptionSearch =>
  typeof search.receipt === 'string' && ORDER_ID.test(search.receipt)
    ? { receipt: search.receipt }
    : typeof search.order === 'string' && ORDER_ID.test(search.order)
      ? { order: search.order, ...(search.status === 'cancelled' ? { status: 'cancelled' as const } : {}) }
      : {}

export const checkoutOf = (search: SubscriptionSearch): CheckoutReturn | undefined =>
  search.order === undefined ? undefined : { order: search.order, cancelled: search.status === 'cancelled' }
