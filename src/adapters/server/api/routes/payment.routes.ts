import { Schema } from 'effect'
import type { CancelSubscription } from '../../../../application/server/cancel-subscription.use-case.ts'
import type { GetSubscription } from '../../../../application/server/get-subscription.use-case.ts'
import type { ListCreditLog } from '../../../../application/server/list-credit-log.use-case.ts'
import type { PlaceOrder } from '../../../../application/server/place-order.use-case.ts'
import type {
  PaymentProvider,
  ReturnLinks,
} from '../../../../application/server/ports/payment-provider.port.ts'
import type { SettleOrder } from '../../../../application/server/settle-order.use-case.ts'
import { ORDER_STATUSES } from '../../../../domain/orders/order.ts'
import { PLAN_TYPES } from '../../../../domain/plans/plan-type.ts'
import { fenToYuan } from '../../../../domain/shared/money.ts'
import { badRequest, conflict, notFound } from '../routing/api-failure.ts'
import { isPrintable, PageQuery, Text } from '../routing/common-schemas.ts'
import { type AnyRoute, defineRoute } from '../routing/route.ts'
import { CreditLogResponse, creditLogResponse } from './credit-log-view.ts'
import { handleNotification, NotificationBody, NotificationResponse } from './payment-notification.ts'
import { SubscriptionResponse, subscriptionResponse, Yuan } from './subscription-view.ts'

/** SPEC §8: the clients show this text for an order refused over its invite code. */
export const INVALID_INVITE_CODE_MESSAGE = 'invalid invite code, please check and retry'

const OrderBody = Schema.Struct({
  plan: Schema.Literals(PLAN_TYPES),
  // SPEC §5: sent only when non-empty; null and blank mean no code all the same. No control characters:
  // the code is looked up in the database, which refuses NUL.
  inviteCode: Schema.optionalKey(
    Schema.NullOr(Schema.String.pipe(Schema.check(Schema.isMaxLength(64), isPrintable()))),
  ),
})

const OrderResponse = Schema.Struct({
  orderId: Schema.String,
  /** Where to send the browser: the provider's checkout, or the dashboard when nothing was owed. */
  url: Schema.String,
  status: Schema.Literals(ORDER_STATUSES),
  originalAmount: Yuan,
  discountAmount: Yuan,
  finalAmount: Yuan,
})

export type PaymentRouteDeps = {
  readonly placeOrder: PlaceOrder
  readonly settleOrder: SettleOrder
  readonly provider: PaymentProvider
  readonly links: ReturnLinks
  readonly getSubscription: GetSubscription
  readonly cancelSubscription: CancelSubscription
  readonly listCreditLog: ListCreditLog
}

export const paymentRoutes = (deps: PaymentRouteDeps): readonly AnyRoute[] => [
  defineRoute({
    method: 'POST',
    path: '/api/payment/order',
    access: 'user',
    tag: 'payment',
    summary: 'Order a plan or packet, with an optional invite code; answers where to pay',
    body: OrderBody,
    response: OrderResponse,
    errors: [
      { status: 400, code: 'PLAN_NOT_PURCHASABLE', when: 'FREE and CUSTOM are granted, not bought' },
      { status: 400, code: 'INVALID_INVITE_CODE', when: 'the code is unknown, deleted or inactive' },
    ],
    handle: async ({ caller, body }) => {
      const placed = await deps.placeOrder.execute({
        caller,
        planType: body.plan,
        inviteCode: body.inviteCode ?? undefined,
      })
      if (placed._tag === 'PlanNotPurchasable')
        throw badRequest('PLAN_NOT_PURCHASABLE', `${placed.planType} cannot be ordered`)
      if (placed._tag === 'UnknownInviteCode')
        throw badRequest('INVALID_INVITE_CODE', INVALID_INVITE_CODE_MESSAGE)
      const { order, url } = placed
      return {
        orderId: order.id,
        url,
        status: order.status,
        originalAmount: fenToYuan(order.original),
        discountAmount: fenToYuan(order.discount),
        finalAmount: fenToYuan(order.final),
      }
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/api/payment/notify',
    access: 'public',
    tag: 'payment',
    summary:
      'Payment notification (signed HMAC-SHA256, see docs/payments.md): JSON with the signature in ' +
      'X-Payment-Signature, or the sandbox form; a form post is redirected back to the web app',
    body: NotificationBody,
    response: NotificationResponse,
    errors: [
      {
        status: 400,
        code: 'INVALID_SIGNATURE',
        when: 'the signature is missing or does not match the fields',
      },
      { status: 400, code: 'AMOUNT_MISMATCH', when: "the amount is not the order's final amount" },
      { status: 404, code: 'ORDER_NOT_FOUND', when: 'no order has this id' },
      { status: 409, code: 'ORDER_CLOSED', when: 'PAID for an order the buyer cancelled' },
    ],
    handle: (context) => handleNotification(deps, context),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/payment/subscription',
    access: 'user',
    tag: 'payment',
    summary: 'The current plan, what runs beside it, the history, and the credits left',
    response: SubscriptionResponse,
    handle: async ({ caller }) => subscriptionResponse(await deps.getSubscription.execute(caller)),
  }),
  defineRoute({
    method: 'GET',
    path: '/api/payment/credit-log',
    access: 'user',
    tag: 'payment',
    summary: "The caller's credit log, 20 a page, newest first: one line per credit taken from one grant",
    query: Schema.Struct({ page: PageQuery }),
    response: CreditLogResponse,
    handle: async ({ caller, query }) =>
      creditLogResponse(await deps.listCreditLog.execute({ caller, page: query.page })),
  }),
  defineRoute({
    method: 'POST',
    path: '/api/payment/subscription/cancel',
    access: 'user',
    tag: 'payment',
    summary: 'Cancel one of your subscriptions; it stays usable until its expiry date',
    body: Schema.Struct({ subscriptionId: Text(100) }),
    response: SubscriptionResponse,
    errors: [
      { status: 404, code: 'SUBSCRIPTION_NOT_FOUND', when: 'the caller has no subscription with this id' },
      { status: 409, code: 'NOT_CANCELLABLE', when: 'already cancelled, expired, or the FREE trial' },
    ],
    handle: async ({ caller, body }) => {
      const result = await deps.cancelSubscription.execute(caller, body.subscriptionId)
      if (result._tag === 'SubscriptionNotFound')
        throw notFound('SUBSCRIPTION_NOT_FOUND', 'You have no subscription with this id')
      if (result._tag === 'NotCancellable')
        throw conflict('NOT_CANCELLABLE', `This subscription cannot be cancelled (${result.reason})`)
      return subscriptionResponse(result.overview)
    },
  }),
]
