/**
 * The providers a buyer can be sent to pay (docs/payments.md): the embedded sandbox and Stripe Checkout.
 * PAYMENT_PROVIDER picks the one that runs; each is an adapter of the PaymentProvider port.
 */
export const CHECKOUT_PROVIDERS = ['sandbox', 'stripe'] as const
export type CheckoutProviderName = (typeof CHECKOUT_PROVIDERS)[number]

/**
 * Who took (or would take) an order's money: a checkout provider, or `free` for an order that cost
 * nothing and met no provider. The wire, the database's check constraint and the dashboard's labels
 * are held to this list by tests.
 */
export const PAYMENT_PROVIDERS = [...CHECKOUT_PROVIDERS, 'free'] as const
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number]

export const isPaymentProvider = (value: string): value is PaymentProviderName =>
  (PAYMENT_PROVIDERS as readonly string[]).includes(value)
