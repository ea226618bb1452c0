import { planOf } from '../plans/plan-catalogue.ts'
import type { Instant } from '../shared/instant.ts'
import { isUsable, type Subscription } from './subscription.ts'

/**
 * Whether the user may run bulk enrichment at `now`: some subscription whose plan includes it (the Pro
 * plans and CUSTOM, per the catalogue; not the packets) is usable then, cancelled ones until expiry.
 */
export const canBulkEnrich = (subscriptions: readonly Subscription[], now: Instant): boolean =>
  subscriptions.some((s) => planOf(s.planType).features.bulkEnrichment && isUsable(s, now))
