import type * as InvitationCalls from '../../../adapters/http-contract/invitation.ts'
import type * as PaymentCalls from '../../../adapters/http-contract/payment.ts'
import type { AnswerOfCall, Api, CallFailed, FailureCodeOf } from './api.port.ts'

/** POST /payment/order: what a buyer calls from the pricing page. */
export type PlaceOrderApi = Api<Pick<typeof PaymentCalls, 'placeOrder'>>

/** GET /invitation/validate: the purchase dialog's check of an invite code. */
export type InviteCodeCheckApi = Api<Pick<typeof InvitationCalls, 'validateInviteCode'>>

/** The service's answer to an order: where to send the browser, and the amounts it priced, in fen. */
export type PlacedOrder = AnswerOfCall<typeof PaymentCalls, 'placeOrder'>

/** An order the service refused, or that got no answer; its code is one placeOrder can answer. */
export type OrderFailed = CallFailed<FailureCodeOf<typeof PaymentCalls, 'placeOrder'>>

/** An invite-code check that failed; its code is one validateInviteCode can answer. */
export type InviteCodeCheckFailed = CallFailed<FailureCodeOf<typeof InvitationCalls, 'validateInviteCode'>>
