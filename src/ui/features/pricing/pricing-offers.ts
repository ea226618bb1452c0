import type { CreditKind } from '../../../domain/credits/credit-kind.ts'
import type { Period, Plan } from '../../../domain/plans/plan.ts'
import { PLAN_CATALOGUE, planOf } from '../../../domain/plans/plan-catalogue.ts'
import {
  PACKET_GROUPS as GROUPS,
  PACKET_KINDS,
  type PacketGroup,
  type PacketKind,
  PERIODS,
  packetPlan,
  type SubscriptionPeriod,
  subscriptionPlan,
  TIERS,
} from '../../../domain/plans/plan-parts.ts'
import type { PlanType } from '../../../domain/plans/plan-type.ts'
import { type Tier, type YearlySaving, yearlySaving } from '../../../domain/plans/yearly-saving.ts'
import { type Fen, fen } from '../../../domain/shared/money.ts'
import { recordOf } from '../../../domain/shared/record-of.ts'

/** The pricing page's toggle (SPEC §4: "Pricing period: monthly or yearly"): the catalogue's periods. */
export const BILLING_PERIODS = PERIODS
export type BillingPeriod = SubscriptionPeriod

export const isBillingPeriod = (value: unknown): value is BillingPeriod =>
  (BILLING_PERIODS as readonly unknown[]).includes(value)

export type { PacketGroup, PacketKind }

/** SPEC §2's cards Basic and Startup: the basic and pro tiers, one plan per period. */
export const SUBSCRIPTION_TIERS: readonly {
  readonly tier: Tier
  readonly plans: Readonly<Record<BillingPeriod, PlanType>>
}[] = TIERS.map((tier) => ({ tier, plans: recordOf(PERIODS, (period) => subscriptionPlan(tier, period)) }))

/** SPEC §2's packet groups Basic Packet and Pro Packet, each with its four packets in the spec's order. */
export const PACKET_GROUPS: readonly {
  readonly group: PacketGroup
  readonly packets: readonly { readonly kind: PacketKind; readonly plan: PlanType }[]
}[] = GROUPS.map((group) => ({
  group,
  packets: PACKET_KINDS.map((kind) => ({ kind, plan: packetPlan(kind, group) })),
}))

/** A purchasable plan's price; the page offers nothing else, so a missing one is a defect. */
export const priceOf = (type: PlanType): Fen => {
  const { price } = planOf(type)
  if (price === null) throw new Error(`${type} has no catalogue price`)
  return price
}

export const isPacket = (type: PlanType): boolean => planOf(type).kind === 'packet'

/** The saving badge, shown for a tier while the yearly period is chosen. */
export const savingFor = (tier: Tier): YearlySaving => yearlySaving(tier)

/** The toggle's "save up to" badge: the best saving of any tier. */
export const bestYearlySavingPercent = (): number =>
  Math.max(...SUBSCRIPTION_TIERS.map(({ tier }) => yearlySaving(tier).percent))

/** The Packet card's "from" price: the cheapest packet in the catalogue. */
export const cheapestPacketPrice = (): Fen =>
  fen(Math.min(...PACKET_GROUPS.flatMap((g) => g.packets.map((p) => priceOf(p.plan)))))

/** What the free trial gives (PRODUCT.md: 10 free credits, never expiring). */
export const freeTrialUses = (): number =>
  PLAN_CATALOGUE.FREE.grants.reduce((sum, grant) => sum + grant.quantity, 0)

/** Days a packet lasts, from the catalogue. */
export const packetDays = (type: PlanType): number => {
  const { period } = planOf(type)
  if (period._tag !== 'Days') throw new Error(`${type} does not last a number of days`)
  return period.days
}

/** The i18n unit of a plan's price: per month or per year (SPEC §9: /month/user, /year/user). */
export const priceUnitKey = (
  period: Period,
): 'pricing.unit.month' | 'pricing.unit.year' | 'pricing.unit.once' => {
  switch (period._tag) {
    case 'Months':
      return 'pricing.unit.month'
    case 'Years':
      return 'pricing.unit.year'
    default:
      return 'pricing.unit.once'
  }
}

/** Each grant as an i18n key (pluralised by count) and its quantity. */
export const grantLines = (
  plan: Plan,
): readonly { readonly key: `pricing.grants.${CreditKind}`; readonly count: number }[] =>
  plan.grants.map((grant) => ({ key: `pricing.grants.${grant.kind}`, count: grant.quantity }))
