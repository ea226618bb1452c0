import type { Instant } from '../shared/instant.ts'
import { recordOf } from '../shared/record-of.ts'
import { balances } from './balances.ts'
import type { Bucket } from './bucket.ts'
import { CREDIT_KINDS, type CreditKind } from './credit-kind.ts'

/** Credits left per kind, as GET /payment/subscription's `creditDetails` counts them. */
export type LeftByKind = { readonly [K in CreditKind]: number }

// The kinds that pay for revealing a person, in the order the reveal card names them.
export { REVEAL_KINDS } from './credit-kind.ts'

/**
 * How many more people the credits left can reveal in full (emails and phones), as quote.ts charges:
 * a lead credit pays for both parts; an email and a phone credit pay for one part each; a free credit
 * pays for whatever no paid credit covers, one per reveal.
 */
export const fullRevealsLeft = (left: LeftByKind): number =>
  left.lead + Math.min(left.email, left.phone) + left.free

/**
 * Issue 24: "low" is three full reveals or fewer (decisions.md, "Credits left and when they are low"):
 * enough warning to buy before a search goes unanswered, and never on a plan's fresh grant (the
 * smallest, the free trial, is 10).
 */
export const LOW_REVEALS_LEFT = 3

/** Whether the reveal card offers to buy more credits. */
export const isRunningLow = (left: LeftByKind): boolean => fullRevealsLeft(left) <= LOW_REVEALS_LEFT

/** Credits left per kind in the buckets usable at `now` (expired or ended ones are left out). */
export const leftByKindOf = (buckets: readonly Bucket[], now: Instant): LeftByKind => {
  const { byKind } = balances(buckets, now)
  return recordOf(CREDIT_KINDS, (kind) => byKind[kind].left)
}

/**
 * Issue 21 §4, `credits.low`: whether a charge took the credits from above the low line to at or under
 * it (the same line as the reveal card's). Once per crossing: a later charge while still low does not
 * cross again; a purchase that lifts the credits above the line lets the next fall cross again.
 */
export const crossesIntoLow = (before: LeftByKind, after: LeftByKind): boolean =>
  !isRunningLow(before) && isRunningLow(after)
