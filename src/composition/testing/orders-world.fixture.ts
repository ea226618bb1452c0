// Test support, not product code: orders made the way a buyer makes them, through the real calls (the
// order, then the sandbox provider's signed notification), so pages and API tests read real orders.
import { contractClient } from '../../adapters/browser/http/contract-client.ts'
import { injectTransport } from '../../adapters/browser/http/inject-transport.ts'
import * as Invitation from '../../adapters/http-contract/invitation.ts'
import * as Payment from '../../adapters/http-contract/payment.ts'
import { signNotification } from '../../adapters/server/payments/notification-signature.ts'
import type { PlanType } from '../../domain/plans/plan-type.ts'
import { fenToYuan } from '../../domain/shared/money.ts'
import type { InProcessApi } from './in-process-api.fixture.ts'
import { must } from './must.fixture.ts'

/** The payment secret a test's service must be started with (PAYMENT_SECRET) to accept notifications. */
export const ORDERS_WORLD_SECRET = 'payment-secret-for-the-orders-world'

/** An invite code made by an administrator (`discountYuan` off). */
export const anInviteCode = async (api: InProcessApi, inviteCode: string, discountYuan: number) => {
  const admin = contractClient(Invitation, injectTransport(api.app), () =>
    api.token('orders-world-admin', { roles: ['admin'] }),
  )
  must(
    await admin.createInvitation({
      body: { distributorName: 'Acme Resellers', discountAmount: discountYuan, inviteCode },
    }),
    'the invitation',
  )
}

/**
 * Places an order as the holder of `token`, and pays it through the sandbox provider's notification
 * unless `pay` is false. Answers the order's id.
 */
export const placeOrder = async (
  api: InProcessApi,
  token: string,
  plan: PlanType,
  { pay = true, inviteCode }: { readonly pay?: boolean; readonly inviteCode?: string } = {},
): Promise<string> => {
  const buyer = contractClient(Payment, injectTransport(api.app), async () => token)
  const { orderId, finalAmount } = must(
    await buyer.placeOrder({ body: { plan, ...(inviteCode === undefined ? {} : { inviteCode }) } }),
    'the order',
  )
  if (!pay) return orderId
  const fields = {
    orderId,
    status: 'PAID',
    // The notification carries yuan, as a provider sends it; the order's answer decodes to fen.
    amount: fenToYuan(finalAmount).toFixed(2),
    timestamp: new Date().toISOString(),
    nonce: `nonce-${orderId.slice(0, 8)}`,
  }
  const paid = await api.app.inject({
    method: 'POST',
    url: '/api/payment/notify',
    payload: fields,
    headers: { 'x-payment-signature': signNotification(ORDERS_WORLD_SECRET, fields) },
  })
  if (paid.statusCode !== 200) throw new Error(`the payment was not accepted: ${paid.body}`)
  return orderId
}
