import type { ReturnLinks } from '../../../../application/server/ports/payment-provider.port.ts'
import type { ReceivePaymentNotification } from '../../../../application/server/receive-payment-notification.use-case.ts'
import { rawBodyOf } from '../routing/register-routes.ts'
import type { RouteContext } from '../routing/route.ts'
import { refusePayment } from './payment.failures.ts'

type Deps = {
  readonly receiveNotification: ReceivePaymentNotification
  readonly links: ReturnLinks
}
type Context = RouteContext<'public', undefined, undefined, undefined>

// A browser submitting the sandbox form asks for a page; it gets sent back to the web app instead.
const wantsPage = (accept: string | undefined) => accept?.includes('text/html') === true

const headersOf = (headers: Context['request']['headers']): Record<string, string | undefined> =>
  Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : value]),
  )

/**
 * POST /payment/notify: the running provider verifies the raw request, then the order settles exactly
 * once. Anything unverified or inconsistent changes nothing and is logged, since it is either an attack
 * or a provider anomaly.
 */
export const handleNotification = async (deps: Deps, { request, reply }: Context) => {
  const result = await deps.receiveNotification.execute({
    headers: headersOf(request.headers),
    rawBody: rawBodyOf(request),
  })
  switch (result._tag) {
    case 'MalformedNotification':
      request.log.warn('payment notification that is not one')
      throw refusePayment(result)
    case 'InvalidSignature':
      request.log.warn('payment notification with a bad signature')
      throw refusePayment(result)
    case 'IgnoredNotification':
      request.log.info({ eventId: result.eventId, reason: result.reason }, 'payment notification ignored')
      return { ok: true, status: null }
    case 'OrderNotFound':
      request.log.warn(
        { orderId: result.event.orderId, eventId: result.event.eventId },
        'payment for no order',
      )
      throw refusePayment(result)
    case 'AmountMismatch':
      request.log.error(
        {
          orderId: result.order.id,
          eventId: result.event.eventId,
          expected: { amount: result.order.final, currency: 'CNY' },
          reported: { amount: result.event.amount, currency: result.event.currency },
        },
        'payment amount or currency mismatch: reconcile by hand',
      )
      throw refusePayment(result)
    case 'OrderClosed':
      request.log.error(
        { orderId: result.order.id, eventId: result.event.eventId },
        'payment reported for a cancelled order: reconcile by hand (refund)',
      )
      throw refusePayment(result)
    case 'Settled':
    case 'Unchanged': {
      const { order } = result
      if (result._tag === 'Unchanged')
        request.log.info(
          { orderId: order.id, eventId: result.event.eventId },
          'payment notification replayed',
        )
      if (order.status === 'PENDING') throw new Error(`order ${order.id} is still PENDING after settling`)
      if (!wantsPage(request.headers.accept)) return { ok: true, status: order.status }
      const target = order.status === 'CANCELLED' ? deps.links.cancelled(order.id) : deps.links.paid(order.id)
      return reply.redirect(target, 303)
    }
  }
}
