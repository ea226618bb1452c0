import type { PlanType } from '../../../domain/plans/plan-type.ts'
import { PACKET_GROUPS, SUBSCRIPTION_TIERS } from './pricing-offers.ts'

/** How the purchase dialog names a plan: its card or packet, and the period or group (i18n keys). */
export type PlanLabel = { readonly nameKey: string; readonly qualifierKey: string }

export const planLabel = (type: PlanType): PlanLabel => {
  for (const { tier, plans } of SUBSCRIPTION_TIERS) {
    if (plans.monthly === type)
      return { nameKey: `pricing.plans.${tier}.name`, qualifierKey: 'pricing.period.monthly' }
    if (plans.yearly === type)
      return { nameKey: `pricing.plans.${tier}.name`, qualifierKey: 'pricing.period.yearly' }
  }
  for (const { group, packets } of PACKET_GROUPS) {
    const packet = packets.find((p) => p.plan === type)
    if (packet !== undefined)
      return {
        nameKey: `pricing.packets.kinds.${packet.kind}`,
        qualifierKey: `pricing.packets.groups.${group}.name`,
      }
  }
  throw new Error(`${type} is not offered on the pricing page`)
}
