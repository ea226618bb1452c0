import type { Instant } from '../shared/instant.ts'
import { recordOf } from '../shared/record-of.ts'
import { type Bucket, isActiveAt, remaining } from './bucket.ts'
import { CREDIT_KINDS, type CreditKind } from './credit-kind.ts'
import { type Credits, sumCredits } from './credits.ts'

export type KindSummary = { readonly total: Credits; readonly used: Credits; readonly left: Credits }

/**
 * The four numbers of `credits` in GET /payment/subscription (SPEC §3), in its order. email and phone
 * count lead credits too, since a lead credit reveals either; so lead credits appear in both and the
 * four numbers must not be added up.
 */
export const CREDITS_LEFT_FIELDS = ['free', 'email', 'phone', 'search'] as const
export type CreditsLeftField = (typeof CREDITS_LEFT_FIELDS)[number]

export type Balances = { readonly [F in CreditsLeftField]: Credits } & {
  /** Granted and used per kind, over the buckets usable at `now`; expired or ended ones are left out. */
  readonly byKind: { readonly [K in CreditKind]: KindSummary }
}

const summarise = (active: readonly Bucket[], kind: CreditKind): KindSummary => {
  const ofKind = active.filter((b) => b.kind === kind)
  return {
    total: sumCredits(ofKind.map((b) => b.granted)),
    used: sumCredits(ofKind.map((b) => b.used)),
    left: sumCredits(ofKind.map(remaining)),
  }
}

export const balances = (buckets: readonly Bucket[], now: Instant): Balances => {
  const active = buckets.filter((b) => isActiveAt(b, now))
  const byKind = recordOf(CREDIT_KINDS, (kind) => summarise(active, kind))
  return {
    free: byKind.free.left,
    email: sumCredits([byKind.lead.left, byKind.email.left]),
    phone: sumCredits([byKind.lead.left, byKind.phone.left]),
    search: byKind.search.left,
    byKind,
  }
}
