import fc from 'fast-check'
import { describe, it } from 'vitest'
import { type Instant, instant } from '../shared/instant.ts'
import { balances } from './balances.ts'
import type { Bucket } from './bucket.ts'
import { revealProfile, viewMembersPage } from './credit-action.ts'
import { CREDIT_KINDS, type CreditKind } from './credit-kind.ts'
import { bucketFromRow, HOUR } from './credits.fixture.ts'
import { spend } from './spend.ts'

const aTime = fc.integer({ min: 0, max: 6 }).map((h) => instant(h * HOUR))
const someBuckets = fc
  .uniqueArray(
    fc.record({
      id: fc.string({ minLength: 1, maxLength: 2 }),
      kind: fc.constantFrom(...CREDIT_KINDS),
      used: fc.nat(5),
      left: fc.nat(5),
      startsAt: aTime,
      lasts: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null, freq: 3 }),
    }),
    { selector: (b) => b.id, maxLength: 10 },
  )
  .map((rows): readonly Bucket[] => rows.map(bucketFromRow))

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
