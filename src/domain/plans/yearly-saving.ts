import { type Fen, fen } from '../shared/money.ts'
import { planOf } from './plan-catalogue.ts'
import type { PlanType } from './plan-type.ts'

export type Tier = 'basic' | 'pro'

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
  const twelveMonths = priceOf(tier === 'basic' ? 'MONTHLY_BASIC' : 'MONTHLY_PRO') * 12
  const yearly = priceOf(tier === 'basic' ? 'YEARLY_BASIC' : 'YEARLY_PRO')
  const saving = twelveMonths - yearly
  return { saving: fen(saving), percent: Math.round((saving * 100) / twelveMonths) }
}
