import type { Plan } from '../plans/plan.ts'
import { expiryOf } from '../plans/plan-expiry.ts'
import type { Instant } from '../shared/instant.ts'
import type { Bucket, BucketId } from './bucket.ts'
import { credits } from './credits.ts'

/**
 * The buckets a plan grants when it starts: one per catalogue grant, all expiring together.
 * Ids come from the caller (`newId`) so the domain stays deterministic.
 */
export const grant = (
  plan: Plan,
  start: Instant,
  newId: () => BucketId,
  subscriptionId: string,
): readonly Bucket[] => {
  const expiresAt = expiryOf(plan, start)
  return plan.grants
    .filter((g) => g.quantity > 0)
    .map((g) => ({
      id: newId(),
      kind: g.kind,
      granted: g.quantity,
      used: credits(0),
      startsAt: start,
      expiresAt,
      source: plan.type,
      subscriptionId,
    }))
}
