import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type Bucket, remaining } from './bucket.ts'
import { anAction, aTime, someBuckets as bucketsOf } from './credits.arbitraries.ts'
import { eligibleKinds, isLive } from './credits.fixture.ts'
import { totalCharged } from './quote.ts'
import { spend } from './spend.ts'

const someBuckets = bucketsOf({ maxUsed: 2, maxLeft: 3 })

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
