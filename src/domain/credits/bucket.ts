import type { PlanType } from '../plans/plan-type.ts'
import type { Instant } from '../shared/instant.ts'
import type { CreditKind } from './credit-kind.ts'
import { type Credits, credits } from './credits.ts'

export type BucketId = string

/** Credits of one kind from one grant, usable while startsAt <= now < expiresAt (null: never expires). */
export type Bucket = {
  readonly id: BucketId
  readonly kind: CreditKind
  readonly granted: Credits
  readonly used: Credits
  readonly startsAt: Instant
  readonly expiresAt: Instant | null
  readonly source: PlanType
  /** The subscription (plan or packet purchase) that granted it, so a replaced plan can end its credits. */
  readonly subscriptionId: string
}

export const remaining = (bucket: Bucket): Credits => credits(bucket.granted - bucket.used)

export const isActiveAt = (bucket: Bucket, now: Instant): boolean =>
  bucket.startsAt <= now && (bucket.expiresAt === null || now < bucket.expiresAt)

/** Active and not yet used up: the only buckets a spend may take from. */
export const canPayAt = (bucket: Bucket, now: Instant): boolean =>
  isActiveAt(bucket, now) && remaining(bucket) > 0

/**
 * Spending order: the bucket that expires soonest pays first, never-expiring ones last; equal expiries
 * are broken by id (plain code-unit order, not locale order) so the same input always charges the same bucket.
 */
export const payingOrder = (a: Bucket, b: Bucket): number => {
  if (a.expiresAt !== b.expiresAt) {
    if (a.expiresAt === null) return 1
    if (b.expiresAt === null) return -1
    return a.expiresAt - b.expiresAt
  }
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}

/** The bucket of one of `kinds` that pays first at `now`, if any. */
export const firstPayer = (
  buckets: readonly Bucket[],
  kinds: readonly CreditKind[],
  now: Instant,
): Bucket | undefined =>
  buckets.filter((b) => kinds.includes(b.kind) && canPayAt(b, now)).sort(payingOrder)[0]
