import type { CreditKind } from '../credits/credit-kind.ts'
import { credits } from '../credits/credits.ts'
import { yuanToFen } from '../shared/money.ts'
import type { Grant, Period, Plan, PlanFeatures } from './plan.ts'
import type { PlanType } from './plan-type.ts'

export { isPlanType, PLAN_TYPES, type PlanType } from './plan-type.ts'

// Prices and grants: PRODUCT.md "Credits" table; SPEC's static "pro 300 / 3000" page is an older list.
const MONTH: Period = { _tag: 'Months', months: 1 }
const YEAR: Period = { _tag: 'Years', years: 1 }
const THIRTY_DAYS: Period = { _tag: 'Days', days: 30 }
const FOREVER: Period = { _tag: 'Forever' }

const NO_FEATURES: PlanFeatures = { csvExport: false, bulkEnrichment: false }
const PRO_FEATURES: PlanFeatures = { csvExport: true, bulkEnrichment: true }
// SPEC §9 lists "CSV download" for the Pro packets; bulk enrichment stays a Pro-plan feature.
const PRO_PACKET_FEATURES: PlanFeatures = { csvExport: true, bulkEnrichment: false }

const grant = (kind: CreditKind, quantity: number): Grant => ({ kind, quantity: credits(quantity) })

const subscription = (
  type: PlanType,
  yuan: number,
  period: Period,
  leads: number,
  searches: number,
  features: PlanFeatures,
): Plan => ({
  type,
  kind: 'subscription',
  price: yuanToFen(yuan),
  period,
  grants: [grant('lead', leads), grant('search', searches)],
  features,
  purchasable: true,
})

const packet = (type: PlanType, kind: CreditKind, quantity: number, features: PlanFeatures): Plan => ({
  type,
  kind: 'packet',
  price: yuanToFen(200),
  period: THIRTY_DAYS,
  grants: [grant(kind, quantity)],
  features,
  purchasable: true,
})

export const PLAN_CATALOGUE: Readonly<Record<PlanType, Plan>> = {
  MONTHLY_BASIC: subscription('MONTHLY_BASIC', 280, MONTH, 100, 80, NO_FEATURES),
  MONTHLY_PRO: subscription('MONTHLY_PRO', 350, MONTH, 100, 80, PRO_FEATURES),
  YEARLY_BASIC: subscription('YEARLY_BASIC', 2600, YEAR, 1000, 800, NO_FEATURES),
  YEARLY_PRO: subscription('YEARLY_PRO', 3200, YEAR, 1000, 800, PRO_FEATURES),
  // Enterprise: priced by sales, credits are whatever an admin grants (see customPlan).
  CUSTOM: {
    type: 'CUSTOM',
    kind: 'custom',
    price: null,
    period: FOREVER,
    grants: [],
    features: PRO_FEATURES,
    purchasable: false,
  },
  FREE: {
    type: 'FREE',
    kind: 'free',
    price: yuanToFen(0),
    period: FOREVER,
    grants: [grant('free', 10)],
    features: NO_FEATURES,
    purchasable: false,
  },
  PACKET_PROFILE_BASIC: packet('PACKET_PROFILE_BASIC', 'lead', 120, NO_FEATURES),
  PACKET_EMAIL_BASIC: packet('PACKET_EMAIL_BASIC', 'email', 200, NO_FEATURES),
  PACKET_PHONE_BASIC: packet('PACKET_PHONE_BASIC', 'phone', 200, NO_FEATURES),
  PACKET_SEARCH_BASIC: packet('PACKET_SEARCH_BASIC', 'search', 100, NO_FEATURES),
  PACKET_PROFILE_PRO: packet('PACKET_PROFILE_PRO', 'lead', 200, PRO_PACKET_FEATURES),
  PACKET_EMAIL_PRO: packet('PACKET_EMAIL_PRO', 'email', 200, PRO_PACKET_FEATURES),
  PACKET_PHONE_PRO: packet('PACKET_PHONE_PRO', 'phone', 200, PRO_PACKET_FEATURES),
  PACKET_SEARCH_PRO: packet('PACKET_SEARCH_PRO', 'search', 200, PRO_PACKET_FEATURES),
}

export const planOf = (type: PlanType): Plan => PLAN_CATALOGUE[type]

/** A CUSTOM plan as an admin grants it: the catalogue entry with the agreed credits and period. */
export const customPlan = (grants: readonly Grant[], period: Period): Plan => ({
  ...PLAN_CATALOGUE.CUSTOM,
  grants,
  period,
})
