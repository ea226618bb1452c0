/** Where a webhook delivery is: waiting for its next attempt, answered with a 2xx, or given up on. */
export const DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const
export type DeliveryState = (typeof DELIVERY_STATES)[number]

export const isDeliveryState = (value: string): value is DeliveryState =>
  (DELIVERY_STATES as readonly string[]).includes(value)
