import type {
  PaymentProvider,
  ReturnLinks,
} from '../../../../application/server/ports/payment-provider.port.ts'
import type { SettleOrder } from '../../../../application/server/settle-order.use-case.ts'
import type { Order } from '../../../../domain/orders/order.ts'
import { type paymentNotification, SIGNATURE_HEADER } from '../../../http-contract/payment.ts'
import type { RouteContext } from '../routing/route.ts'
import { refusePayment } from './payment.failures.ts'

type Deps = {
  readonly settleOrder: SettleOrder
  readonly provider: PaymentProvider
  readonly links: ReturnLinks
}
type Context = RouteContext<'public', undefined, undefined, (typeof paymentNotification.body)['Type']>

// A browser submitting the sandbox form asks for a page; it gets sent back to the web app instead.
const wantsPage = (accept: string | undefined) => accept?.includes('text/html') === true

/**
 * POST /payment/notify: verify with the provider, then settle exactly once. Anything unverified or
 * inconsistent changes nothing and is logged, since it is either an attack or a provider anomaly.
 */
export const handleNotification = async (deps: Deps, { body, request, reply }: Context) => {
  const { signature, ...fields } = body
  const header = request.headers[SIGNATURE_HEADER]
  const verified = deps.provider.verify({
    fields,
    signature: signature ?? (typeof header === 'string' ? header : undefined),
  })
  if ('_tag' in verified) {
    request.log.warn({ orderId: fields.orderId }, 'payment notification with a bad signature')
    throw refusePayment(verified)
  }
  const settled = await deps.settleOrder.execute(verified)
  if (settled._tag === 'OrderNotFound') throw refusePayment(settled)
  if (settled._tag === 'AmountMismatch') {
    request.log.warn({ orderId: verified.orderId, amount: verified.amount }, 'payment amount mismatch')
    throw refusePayment(settled)
  }
  if (settled._tag === 'OrderClosed') {
    request.log.error(
      { orderId: verified.orderId },
      'payment reported for a cancelled order: reconcile by hand',
    )
    throw refusePayment(settled)
  }
  const status = closedStatus(settled.order)
  if (!wantsPage(request.headers.accept)) return { ok: true, status }
  const target =
    status === 'PAID' ? deps.links.paid(settled.order.id) : deps.links.cancelled(settled.order.id)
  return reply.redirect(target, 303)
}

const closedStatus = (order: Order): 'PAID' | 'CANCELLED' => {
  if (order.status === 'PENDING') throw new Error(`order ${order.id} is still PENDING after settling`)
  return order.status
}
