import { type Fen, fen } from '../shared/money.ts'
import { planOf } from './plan-catalogue.ts'
import { subscriptionPlan, type Tier } from './plan-parts.ts'
import type { PlanType } from './plan-type.ts'

export type { Tier } from './plan-parts.ts'

export type YearlySaving = {
  /** 12 monthly payments minus the yearly price. */
  readonly saving: Fen
  /** The saving as a whole percent of 12 monthly payments, rounded to nearest (basic 23, pro 24). */
  readonly percent: number
}

const priceOf = (type: PlanType): Fen => {
  const price = planOf(type).price
  if (price === null) throw new Error(`${type} has no catalogue price`)
  return price
}

/** What the pricing page's yearly badge shows; computed from the catalogue so it cannot drift from it. */
export const yearlySaving = (tier: Tier): YearlySaving => {
  const twelveMonths = priceOf(subscriptionPlan(tier, 'monthly')) * 12
  const yearly = priceOf(subscriptionPlan(tier, 'yearly'))
  const saving = twelveMonths - yearly
  return { saving: fen(saving), percent: Math.round((saving * 100) / twelveMonths) }
}
