import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { instant } from '../shared/instant.ts'
import { type Bucket, remaining } from './bucket.ts'
import type { CreditAction, Parts } from './credit-action.ts'
import { CREDIT_KINDS, type CreditKind } from './credit-kind.ts'
import { bucketFromRow, eligibleKinds, HOUR, isLive, needOf } from './credits.fixture.ts'
import { totalCharged } from './quote.ts'
import { spend } from './spend.ts'

// Times on a coarse grid of hours, so that equal expiries (ties), boundaries and usable buckets are common.
const aTime = fc.integer({ min: 0, max: 6 }).map((h) => instant(h * HOUR))
const someBuckets = fc
  .uniqueArray(
    fc.record({
      id: fc.string({ minLength: 1, maxLength: 2 }),
      kind: fc.constantFrom(...CREDIT_KINDS),
      used: fc.nat(2),
      left: fc.nat(3),
      startsAt: aTime,
      lasts: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null, freq: 3 }),
    }),
    { selector: (b) => b.id, maxLength: 10 },
  )
  .map((rows): readonly Bucket[] => rows.map(bucketFromRow))
const someParts = fc.record({ emails: fc.boolean(), phones: fc.boolean() })
const anAction: fc.Arbitrary<CreditAction> = fc.oneof(
  fc.record({
    _tag: fc.constantFrom('RevealProfile' as const, 'RevealMember' as const),
    wants: someParts,
    found: someParts,
    alreadyRevealed: someParts,
  }),
  fc.record({
    _tag: fc.constant('ViewMembersPage' as const),
    hasMembers: fc.boolean(),
    alreadyPaid: fc.boolean(),
  }),
)

const byId = (buckets: readonly Bucket[], id: string) => buckets.find((b) => b.id === id) as Bucket
const totalLeft = (buckets: readonly Bucket[]) => buckets.reduce((t, b) => t + remaining(b), 0)
const spendCase = fc.tuple(someBuckets, anAction, aTime)
const RUNS = { numRuns: 500 }

describe('spend: accounting', () => {
  it('keeps granted = used + remaining with used never above granted', () => {
    fc.assert(
      fc.property(spendCase, ([buckets, action, now]) => {
        const result = spend(buckets, action, now)
        const after = result._tag === 'Spent' ? result.buckets : buckets
        return after.every((b) => b.used <= b.granted && b.granted === b.used + remaining(b))
      }),
      RUNS,
    )
  })

  it('never takes from an expired, not-yet-started, used-up or ineligible bucket', () => {
    fc.assert(
      fc.property(spendCase, ([buckets, action, now]) => {
        const result = spend(buckets, action, now)
        if (result._tag !== 'Spent') return true
        return result.charges.every((c) => {
          const b = byId(buckets, c.bucketId)
          return isLive(b, now) && b.granted - b.used >= c.quantity && eligibleKinds(action).includes(b.kind)
        })
      }),
      RUNS,
    )
  })

  it('succeeds whole or changes nothing, and never mutates its input', () => {
    fc.assert(
      fc.property(spendCase, ([buckets, action, now]) => {
        const before = structuredClone(buckets)
        const result = spend(Object.freeze(buckets.map((b) => Object.freeze(b))), action, now)
        expect(buckets).toEqual(before)
        if (result._tag === 'CreditsExceeded') return result.action === action
        const chargedIds = result.charges.map((c) => c.bucketId)
        expect(new Set(chargedIds).size).toBe(chargedIds.length)
        return result.buckets.every((b, i) => {
          const old = buckets[i] as Bucket
          const taken = result.charges.find((c) => c.bucketId === b.id)?.quantity ?? 0
          return b.id === old.id && b.used === old.used + taken && b.expiresAt === old.expiresAt
        })
      }),
      RUNS,
    )
  })

  it('lowers the total remaining by exactly the charged quantity', () => {
    fc.assert(
      fc.property(spendCase, ([buckets, action, now]) => {
        const result = spend(buckets, action, now)
        if (result._tag !== 'Spent') return true
        return totalLeft(buckets) - totalLeft(result.buckets) === totalCharged(result.charges)
      }),
      RUNS,
    )
  })

  it('charges one credit a line, at most two for a reveal and one for a members page', () => {
    fc.assert(
      fc.property(spendCase, ([buckets, action, now]) => {
        const result = spend(buckets, action, now)
        if (result._tag !== 'Spent') return true
        const most = action._tag === 'ViewMembersPage' ? 1 : 2
        return result.charges.every((c) => c.quantity === 1) && result.charges.length <= most
      }),
      RUNS,
    )
  })

  it('balance never goes below zero, also after any sequence of spends', () => {
    fc.assert(
      fc.property(someBuckets, fc.array(fc.tuple(anAction, aTime), { maxLength: 30 }), (start, steps) => {
        let buckets = start
        for (const [action, now] of steps) {
          const result = spend(buckets, action, now)
          if (result._tag === 'Spent') buckets = result.buckets
          if (!buckets.every((b) => b.used <= b.granted && remaining(b) >= 0)) return false
        }
        return true
      }),
      RUNS,
    )
  })
})
