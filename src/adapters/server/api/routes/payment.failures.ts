import type { UnknownInviteCode } from '../../../../application/server/place-order.use-case.ts'
import type { OrderNotFound } from '../../../../application/server/ports/billing.repository.port.ts'
import type {
  InvalidSignature,
  MalformedNotification,
  RefundFailed,
} from '../../../../application/server/ports/payment-provider.port.ts'
import type { NotRefundable, PlanNotPurchasable } from '../../../../domain/orders/order.ts'
import type { NotCancellable } from '../../../../domain/subscriptions/cancel.ts'
import { ERROR_CODES } from '../../../http-contract/error-codes.ts'
import { failureTable } from '../routing/failure-table.ts'

/** SPEC §8: the clients show this text for an order refused over its invite code. */
export const INVALID_INVITE_CODE_MESSAGE = 'invalid invite code, please check and retry'

type SubscriptionNotFound = { readonly _tag: 'SubscriptionNotFound' }
type AmountMismatch = { readonly _tag: 'AmountMismatch' }
type OrderClosed = { readonly _tag: 'OrderClosed' }

type PaymentFailure =
  | PlanNotPurchasable
  | UnknownInviteCode
  | SubscriptionNotFound
  | NotCancellable
  | InvalidSignature
  | MalformedNotification
  | OrderNotFound
  | NotRefundable
  | RefundFailed
  | AmountMismatch
  | OrderClosed

/** The payment area's failures on the wire (DESIGN rule 10). */
export const refusePayment = failureTable<PaymentFailure>({
  PlanNotPurchasable: (failure) => ({
    status: 400,
    code: 'PLAN_NOT_PURCHASABLE',
    message: `${failure.planType} cannot be ordered`,
  }),
  UnknownInviteCode: {
    status: 400,
    code: ERROR_CODES.invalidInviteCode,
    message: INVALID_INVITE_CODE_MESSAGE,
  },
  SubscriptionNotFound: {
    status: 404,
    code: 'SUBSCRIPTION_NOT_FOUND',
    message: 'You have no subscription with this id',
  },
  NotCancellable: (failure) => ({
    status: 409,
    code: 'NOT_CANCELLABLE',
    message: `This subscription cannot be cancelled (${failure.reason})`,
  }),
  InvalidSignature: {
    status: 400,
    code: 'INVALID_SIGNATURE',
    message: 'The notification signature is missing or invalid',
  },
  MalformedNotification: {
    status: 400,
    code: ERROR_CODES.invalidRequest,
    message: 'The body is not a payment notification',
  },
  OrderNotFound: { status: 404, code: 'ORDER_NOT_FOUND', message: 'No order has this id' },
  NotRefundable: (failure) => ({
    status: 409,
    code: 'NOT_REFUNDABLE',
    message: `Only a paid order can be refunded; this one is ${failure.status}`,
  }),
  RefundFailed: (failure) => ({
    status: 502,
    code: 'REFUND_FAILED',
    message: `The payment provider did not refund: ${failure.reason}`,
  }),
  AmountMismatch: {
    status: 400,
    code: 'AMOUNT_MISMATCH',
    message: "The amount or currency is not the order's amount",
  },
  OrderClosed: { status: 409, code: 'ORDER_CLOSED', message: 'This order was cancelled; place a new order' },
})
