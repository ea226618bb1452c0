import type { CreditKind } from '../credits/credit-kind.ts'
import type { Credits } from '../credits/credits.ts'
import type { Fen } from '../shared/money.ts'
import type { PlanType } from './plan-type.ts'

/** free: the trial; subscription: monthly/yearly plans that replace each other; packet: stacks beside anything. */
export type PlanKind = 'free' | 'subscription' | 'packet' | 'custom'

/** How long a plan's credits last from its start; calendar units, see plan-expiry.ts. */
export type Period =
  | { readonly _tag: 'Months'; readonly months: number }
  | { readonly _tag: 'Years'; readonly years: number }
  | { readonly _tag: 'Days'; readonly days: number }
  | { readonly _tag: 'Forever' }

export type Grant = { readonly kind: CreditKind; readonly quantity: Credits }

export type PlanFeatures = { readonly csvExport: boolean; readonly bulkEnrichment: boolean }

export type Plan = {
  readonly type: PlanType
  readonly kind: PlanKind
  /** null: priced by sales (CUSTOM); the price is then agreed per order. */
  readonly price: Fen | null
  readonly period: Period
  readonly grants: readonly Grant[]
  readonly features: PlanFeatures
  /** Whether a user can order it at POST /payment/order; FREE and CUSTOM are granted, not bought. */
  readonly purchasable: boolean
}
