// Test support, pure and without test libraries: bucket shorthands and hand-written oracles that the
// example and property tests share. The oracles restate the rules independently of the code under test.
import type { PlanType } from '../plans/plan-type.ts'
import { type Instant, instant } from '../shared/instant.ts'
import type { Bucket } from './bucket.ts'
import type { CreditAction, Parts } from './credit-action.ts'
import type { CreditKind } from './credit-kind.ts'
import { credits } from './credits.ts'

/** Example-test shorthand for a bucket; defaults: unused, started at 0, never expiring. */
export const aBucket = (
  id: string,
  kind: CreditKind,
  granted: number,
  options: { used?: number; startsAt?: number; expiresAt?: number | null; source?: PlanType } = {},
): Bucket => ({
  id,
  kind,
  granted: credits(granted),
  used: credits(options.used ?? 0),
  startsAt: instant(options.startsAt ?? 0),
  expiresAt:
    options.expiresAt === undefined || options.expiresAt === null ? null : instant(options.expiresAt),
  source: options.source ?? 'CUSTOM',
  subscriptionId: `sub-${id}`,
})

export const at = (ms: number): Instant => instant(ms)

export const HOUR = 3_600_000

/** A generated bucket row: `used` + `left` = granted; lasts hours, or null for never expiring. */
export type BucketRow = {
  readonly id: string
  readonly kind: CreditKind
  readonly used: number
  readonly left: number
  readonly startsAt: Instant
  readonly lasts: number | null
}

export const bucketFromRow = ({ id, kind, used, left, startsAt, lasts }: BucketRow): Bucket => ({
  id,
  kind,
  granted: credits(used + left),
  used: credits(used),
  startsAt,
  expiresAt: lasts === null ? null : instant(startsAt + lasts * HOUR),
  source: 'CUSTOM',
  subscriptionId: 's',
})

/** What an action owes: the parts wanted, found and not yet revealed; 'page' for a page; null: nothing. */
export const needOf = (action: CreditAction): Parts | 'page' | null => {
  if (action._tag === 'ViewMembersPage') return action.hasMembers && !action.alreadyPaid ? 'page' : null
  const owed = (p: keyof Parts) => action.wants[p] && action.found[p] && !action.alreadyRevealed[p]
  const need = { emails: owed('emails'), phones: owed('phones') }
  return need.emails || need.phones ? need : null
}

export const eligibleKinds = (action: CreditAction): readonly CreditKind[] => {
  const need = needOf(action)
  if (need === null) return []
  if (need === 'page') return ['search', 'free']
  return [
    'lead',
    'free',
    ...(need.emails ? ['email' as const] : []),
    ...(need.phones ? ['phone' as const] : []),
  ]
}

export const isLive = (b: Bucket, now: Instant): boolean =>
  b.startsAt <= now && (b.expiresAt === null || now < b.expiresAt)

/** Buckets of these kinds that could pay at `now`: started, not expired, credits left. */
export const usableOf = (buckets: readonly Bucket[], kinds: readonly CreditKind[], now: Instant) =>
  buckets.filter((b) => kinds.includes(b.kind) && isLive(b, now) && b.used < b.granted)

/** Paying order restated: expiry first (never expiring last), then id. */
export const paysBefore = (a: Bucket, b: Bucket): boolean => {
  const [ea, eb] = [a.expiresAt ?? Number.POSITIVE_INFINITY, b.expiresAt ?? Number.POSITIVE_INFINITY]
  return ea < eb || (ea === eb && a.id <= b.id)
}
