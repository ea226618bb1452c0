import type { CreditKind } from '../../../domain/credits/credit-kind.ts'
import type { PlanType } from '../../../domain/plans/plan-type.ts'
import type { Fen } from '../../../domain/shared/money.ts'
import type { ApiCallFailed } from './api-call-failed.ts'

/** SPEC §3/§4: ACTIVE, CANCELLED (usable until its expiry), or expired. */
export type PlanStatus = 'ACTIVE' | 'CANCELLED' | 'EXPIRED'

/** Credits one subscription granted of one kind, and how many of them were used. */
export type GrantedCredits = { readonly kind: CreditKind; readonly total: number; readonly used: number }

/** One subscription: a plan, a packet, the FREE trial or a CUSTOM grant. */
export type PlanRecord = {
  readonly id: string
  readonly planType: PlanType
  readonly status: PlanStatus
  /** ISO 8601 instants. */
  readonly startDate: string
  /** null: it never expires ('Forever'). */
  readonly expiryDate: string | null
  /** The catalogue (or agreed) price, and what was paid after any discount. */
  readonly price: Fen
  readonly amount: Fen
  readonly grants: readonly GrantedCredits[]
}

/** Granted, used and left of one credit kind, over the credits usable now. */
export type CreditUsage = { readonly total: number; readonly used: number; readonly left: number }

/** GET /payment/subscription, as the dashboard reads it. */
export type SubscriptionOverview = {
  /** The plan in use: the newest paid plan (possibly CANCELLED but still running), else the FREE trial. */
  readonly current: PlanRecord | null
  /** Running beside it: packets, and the FREE trial under a paid plan. */
  readonly stacked: readonly PlanRecord[]
  /** CANCELLED and EXPIRED ones, newest first. */
  readonly history: readonly PlanRecord[]
  readonly creditDetails: { readonly [K in CreditKind]: CreditUsage }
}

/** The signed-in user's subscriptions: reading them, and cancelling one. */
export interface SubscriptionGateway {
  overview(accessToken: string): Promise<SubscriptionOverview | ApiCallFailed>
  /** Answers the overview after the cancel: 404 for an unknown id, 409 when it cannot be cancelled. */
  cancel(accessToken: string, subscriptionId: string): Promise<SubscriptionOverview | ApiCallFailed>
}
