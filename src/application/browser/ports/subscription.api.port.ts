import type * as PaymentCalls from '../../../adapters/http-contract/payment.ts'
import type { AnswerOfCall, Api } from './api.port.ts'

/** The signed-in user's subscriptions: the overview (plan, history, credits) and cancelling one. */
export type SubscriptionApi = Api<Pick<typeof PaymentCalls, 'subscriptionOverview' | 'cancelSubscription'>>

/** GET /payment/subscription as the dashboard reads it: money in fen, dates ISO 8601. */
export type SubscriptionOverview = AnswerOfCall<typeof PaymentCalls, 'subscriptionOverview'>

/** One subscription: a plan, a packet, the FREE trial or a CUSTOM grant (expiryDate null: Forever). */
export type PlanRecord = SubscriptionOverview['history'][number]

/** SPEC §3/§4: ACTIVE, CANCELLED (usable until its expiry), or EXPIRED. */
export type PlanStatus = PlanRecord['status']

/** Granted, used and left of one credit kind, over the credits usable now. */
export type CreditUsage = SubscriptionOverview['creditDetails'][keyof SubscriptionOverview['creditDetails']]
