import { Schema } from 'effect'
import type {
  PaymentProvider,
  ReturnLinks,
} from '../../../../application/server/ports/payment-provider.port.ts'
import type { SettleOrder } from '../../../../application/server/settle-order.use-case.ts'
import type { Order } from '../../../../domain/orders/order.ts'
import { badRequest, conflict, notFound } from '../routing/api-failure.ts'
import type { RouteContext } from '../routing/route.ts'

/** Where a provider posting JSON puts the signature; a form carries it as the `signature` field. */
export const SIGNATURE_HEADER = 'x-payment-signature'

const Field = Schema.String.pipe(Schema.check(Schema.isMaxLength(200)))

export const NotificationBody = Schema.Struct({
  orderId: Field,
  status: Schema.Literals(['PAID', 'CANCELLED']),
  /** Yuan with two decimals, e.g. "350.00". */
  amount: Field,
  /** ISO 8601, UTC. */
  timestamp: Field,
  nonce: Field,
  signature: Schema.optionalKey(Field),
})

export const NotificationResponse = Schema.Struct({
  ok: Schema.Literal(true),
  /** The order's status after the notification: a replay answers what the first one did. */
  status: Schema.Literals(['PAID', 'CANCELLED']),
})

type Deps = {
  readonly settleOrder: SettleOrder
  readonly provider: PaymentProvider
  readonly links: ReturnLinks
}
type Context = RouteContext<'public', unknown, unknown, typeof NotificationBody.Type>

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
    throw badRequest('INVALID_SIGNATURE', 'The notification signature is missing or invalid')
  }
  const settled = await deps.settleOrder.execute(verified)
  if (settled._tag === 'OrderNotFound') throw notFound('ORDER_NOT_FOUND', 'No order has this id')
  if (settled._tag === 'AmountMismatch') {
    request.log.warn({ orderId: verified.orderId, amount: verified.amount }, 'payment amount mismatch')
    throw badRequest('AMOUNT_MISMATCH', "The amount is not the order's amount")
  }
  if (settled._tag === 'OrderClosed') {
    request.log.error(
      { orderId: verified.orderId },
      'payment reported for a cancelled order: reconcile by hand',
    )
    throw conflict('ORDER_CLOSED', 'This order was cancelled; place a new order')
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
