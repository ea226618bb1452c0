import { planOf } from '../plans/plan-catalogue.ts'
import type { Instant } from '../shared/instant.ts'
import { isUsable, type Subscription } from './subscription.ts'

/**
 * Whether the user may export contacts as CSV at `now`: some subscription whose plan includes it
 * (the Pro plans and Pro packets, per the catalogue) is usable then. A cancelled plan stays usable
 * until its expiry (PRODUCT: cancelling keeps the plan); a replaced or expired one no longer counts.
 */
export const canExportCsv = (subscriptions: readonly Subscription[], now: Instant): boolean =>
  subscriptions.some((s) => planOf(s.planType).features.csvExport && isUsable(s, now))
