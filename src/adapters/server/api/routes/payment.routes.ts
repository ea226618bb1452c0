import type { CancelSubscription } from '../../../../application/server/cancel-subscription.use-case.ts'
import type { GetSubscription } from '../../../../application/server/get-subscription.use-case.ts'
import type { ListCreditLog } from '../../../../application/server/list-credit-log.use-case.ts'
import type { PlaceOrder } from '../../../../application/server/place-order.use-case.ts'
import type { ReturnLinks } from '../../../../application/server/ports/payment-provider.port.ts'
import type { ReceivePaymentNotification } from '../../../../application/server/receive-payment-notification.use-case.ts'
import { fenToYuan } from '../../../../domain/shared/money.ts'
import {
  cancelSubscription,
  creditLog,
  paymentNotification,
  placeOrder,
  subscriptionOverview,
} from '../../../http-contract/payment.ts'
import { type AnyRoute, defineRoute } from '../routing/route.ts'
import { creditLogResponse } from './credit-log-view.ts'
import { refusePayment } from './payment.failures.ts'
import { handleNotification } from './payment-notification.ts'
import { subscriptionResponse } from './subscription-view.ts'

export type PaymentRouteDeps = {
  readonly placeOrder: PlaceOrder
  readonly receiveNotification: ReceivePaymentNotification
  readonly links: ReturnLinks
  readonly getSubscription: GetSubscription
  readonly cancelSubscription: CancelSubscription
  readonly listCreditLog: ListCreditLog
}

export const paymentRoutes = (deps: PaymentRouteDeps): readonly AnyRoute[] => [
  defineRoute(placeOrder, async ({ caller, body }) => {
    const placed = await deps.placeOrder.execute({
      caller,
      planType: body.plan,
      inviteCode: body.inviteCode ?? undefined,
    })
    if (placed._tag !== 'Placed') throw refusePayment(placed)
    const { order, url } = placed
    return {
      orderId: order.id,
      url,
      status: order.status,
      originalAmount: fenToYuan(order.original),
      discountAmount: fenToYuan(order.discount),
      finalAmount: fenToYuan(order.final),
    }
  }),
  defineRoute(paymentNotification, (context) => handleNotification(deps, context)),
  defineRoute(subscriptionOverview, async ({ caller }) =>
    subscriptionResponse(await deps.getSubscription.execute(caller)),
  ),
  defineRoute(creditLog, async ({ caller, query }) =>
    creditLogResponse(await deps.listCreditLog.execute({ caller, page: query.page })),
  ),
  defineRoute(cancelSubscription, async ({ caller, body }) => {
    const result = await deps.cancelSubscription.execute(caller, body.subscriptionId)
    if (result._tag !== 'Cancelled') throw refusePayment(result)
    return subscriptionResponse(result.overview)
  }),
]
