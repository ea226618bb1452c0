import type { ReturnLinks } from '../../../application/server/ports/payment-provider.port.ts'

/** The web app's pages a buyer returns to: the subscription page when paid, pricing when cancelled. */
export const publicReturnLinks = (publicUrl: string): ReturnLinks => ({
  paid: (orderId) => `${publicUrl}/admin/subscription?order=${encodeURIComponent(orderId)}`,
  cancelled: (orderId) => `${publicUrl}/pricing?order=${encodeURIComponent(orderId)}&status=cancelled`,
})
