import fc from 'fast-check'
import { describe, it } from 'vitest'
import type { Instant } from '../shared/instant.ts'
import { balances } from './balances.ts'
import type { Bucket } from './bucket.ts'
import { revealProfile, viewMembersPage } from './credit-action.ts'
import { CREDIT_KINDS, type CreditKind } from './credit-kind.ts'
import { aTime, someBuckets as bucketsOf } from './credits.arbitraries.ts'
import { spend } from './spend.ts'

const someBuckets = bucketsOf({ maxUsed: 5, maxLeft: 5 })

// Oracle written out by hand: credits of `kind` left in buckets usable at `now`.
const leftOf = (buckets: readonly Bucket[], kind: CreditKind, now: Instant) =>
  buckets
    .filter((b) => b.kind === kind && b.startsAt <= now && (b.expiresAt === null || now < b.expiresAt))
    .reduce((total, b) => total + b.granted - b.used, 0)

describe('balances', () => {
  it('free, email (lead + email), phone (lead + phone) and search count what is left in usable buckets', () => {
    fc.assert(
      fc.property(someBuckets, aTime, (buckets, now) => {
        const b = balances(buckets, now)
        const left = (kind: CreditKind) => leftOf(buckets, kind, now)
        return (
          b.free === left('free') &&
          b.email === left('lead') + left('email') &&
          b.phone === left('lead') + left('phone') &&
          b.search === left('search')
        )
      }),
    )
  })

  it('balance never goes below zero, and per kind total = used + left', () => {
    fc.assert(
      fc.property(someBuckets, aTime, (buckets, now) => {
        const b = balances(buckets, now)
        return (
          [b.free, b.email, b.phone, b.search].every((n) => n >= 0) &&
          CREDIT_KINDS.every((k) => b.byKind[k].total === b.byKind[k].used + b.byKind[k].left)
        )
      }),
    )
  })

  it('a spend lowers what is left of each kind by exactly what it charged of that kind', () => {
    const anAction = fc.oneof(
      fc.constant(revealProfile({ found: { emails: true, phones: true } })),
      fc.constant(revealProfile({ found: { emails: true, phones: false } })),
      fc.constant(viewMembersPage(true)),
    )
    fc.assert(
      fc.property(someBuckets, anAction, aTime, (buckets, action, now) => {
        const result = spend(buckets, action, now)
        if (result._tag !== 'Spent') return true
        const before = balances(buckets, now).byKind
        const after = balances(result.buckets, now).byKind
        return CREDIT_KINDS.every((kind) => {
          const charged = result.charges.filter((c) => c.kind === kind).reduce((t, c) => t + c.quantity, 0)
          return before[kind].left - after[kind].left === charged && after[kind].total === before[kind].total
        })
      }),
    )
  })
})
