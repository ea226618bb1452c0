import type { GetOrder } from '../../../../application/server/get-order.use-case.ts'
import type { Clock } from '../../../../application/server/ports/clock.port.ts'
import type { ReturnLinks } from '../../../../application/server/ports/payment-provider.port.ts'
import { planOf } from '../../../../domain/plans/plan-catalogue.ts'
import { sandboxCheckout } from '../../../http-contract/payment.ts'
import { CHECKOUT_STYLE_HASH, renderCheckoutPage } from '../../payments/sandbox-checkout-page.ts'
import type { SandboxPaymentProvider } from '../../payments/sandbox-payment-provider.ts'
import { type AnyRoute, defineRoute } from '../routing/route.ts'
import { refusePayment } from './payment.failures.ts'

export type SandboxCheckoutDeps = {
  readonly getOrder: GetOrder
  readonly sandbox: SandboxPaymentProvider
  readonly links: ReturnLinks
  readonly clock: Clock
  readonly brandName: string
  readonly publicUrl: string
}

/** Served only while the sandbox is the payment provider. */
export const sandboxCheckoutRoutes = (deps: SandboxCheckoutDeps): readonly AnyRoute[] => [
  defineRoute(sandboxCheckout, async ({ params, reply }) => {
    const order = await deps.getOrder.execute(params.orderId)
    if (order === undefined) throw refusePayment({ _tag: 'OrderNotFound' })
    const now = deps.clock.now()
    reply
      .header(
        'content-security-policy',
        `default-src 'none'; style-src ${CHECKOUT_STYLE_HASH}; form-action 'self' ${new URL(deps.publicUrl).origin}; ` +
          "frame-ancestors 'none'; base-uri 'none'",
      )
      // The page holds signed notifications and names the order: neither cached nor leaked onward.
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
    return renderCheckoutPage({
      brandName: deps.brandName,
      order,
      plan: planOf(order.planType),
      pay: deps.sandbox.notificationFor(order, 'PAID', now),
      cancel: deps.sandbox.notificationFor(order, 'CANCELLED', now),
      settledLink: order.status === 'CANCELLED' ? deps.links.cancelled(order.id) : deps.links.paid(order.id),
    })
  }),
]
