import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { instant } from '../shared/instant.ts'
import { type Bucket, remaining } from './bucket.ts'
import type { CreditAction } from './credit-action.ts'
import { CREDIT_KINDS, type CreditKind } from './credit-kind.ts'
import { anAction } from './credits.arbitraries.ts'
import { bucketFromRow } from './credits.fixture.ts'
import { crossesIntoLow, isRunningLow, type LeftByKind, leftByKindOf } from './reveals-left.ts'
import { spend } from './spend.ts'

// Issue 21 §4: `credits.low` goes once per crossing of the reveal card's low line, not on every charge
// made while low; a purchase that lifts the credits above the line lets the next fall cross again.
const NOW = instant(0)

const someBuckets = fc
  .array(fc.record({ kind: fc.constantFrom(...CREDIT_KINDS), left: fc.nat(8), used: fc.nat(3) }), {
    maxLength: 8,
  })
  .map((rows) => rows.map((row, i) => bucketFromRow({ ...row, id: `b${i}`, startsAt: NOW, lasts: null })))

const leftOf = (buckets: readonly Bucket[]): LeftByKind => {
  const left = Object.fromEntries(CREDIT_KINDS.map((kind) => [kind, 0])) as Record<CreditKind, number>
  for (const bucket of buckets) left[bucket.kind] += remaining(bucket)
  return left
}

type Step =
  | { readonly _tag: 'charge'; readonly action: CreditAction }
  | { readonly _tag: 'purchase'; readonly kind: CreditKind; readonly quantity: number }

/** A charge (any credit action) or a purchase (a fresh bucket), as the ledger would see them. */
const aStep: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ _tag: fc.constant('charge' as const), action: anAction }),
  fc.record({
    _tag: fc.constant('purchase' as const),
    kind: fc.constantFrom(...CREDIT_KINDS),
    quantity: fc.integer({ min: 1, max: 10 }),
  }),
)

/** Runs the steps; the low states after each, and how many charges crossed into low. */
const run = (start: readonly Bucket[], steps: readonly Step[]) => {
  let buckets = start
  const lows = [isRunningLow(leftByKindOf(buckets, NOW))]
  let crossings = 0
  let purchases = 0
  for (const step of steps) {
    if (step._tag === 'purchase') {
      purchases += 1
      buckets = [
        ...buckets,
        bucketFromRow({
          id: `p${purchases}`,
          kind: step.kind,
          used: 0,
          left: step.quantity,
          startsAt: NOW,
          lasts: null,
        }),
      ]
    } else {
      const spent = spend(buckets, step.action, NOW)
      if (spent._tag !== 'Spent') continue
      if (crossesIntoLow(leftByKindOf(buckets, NOW), leftByKindOf(spent.buckets, NOW))) crossings += 1
      buckets = spent.buckets
    }
    lows.push(isRunningLow(leftByKindOf(buckets, NOW)))
  }
  return { lows, crossings }
}

describe('credits.low: once per crossing of the low line', () => {
  it('counts the left credits as the reveal card does', () => {
    fc.assert(
      fc.property(someBuckets, (buckets) => {
        expect(leftByKindOf(buckets, NOW)).toEqual(leftOf(buckets))
      }),
    )
  })

  it('charges alone cross at most once, and exactly once when they start above the line and end at or under it', () => {
    fc.assert(
      fc.property(someBuckets, fc.array(anAction, { maxLength: 20 }), (buckets, actions) => {
        const { lows, crossings } = run(
          buckets,
          actions.map((action): Step => ({ _tag: 'charge', action })),
        )
        expect(crossings).toBe(!lows[0] && lows[lows.length - 1] ? 1 : 0)
      }),
    )
  })

  it('with purchases between, every fall from above the line to under it is told once, and nothing else', () => {
    fc.assert(
      fc.property(someBuckets, fc.array(aStep, { maxLength: 30 }), (buckets, steps) => {
        const { lows, crossings } = run(buckets, steps)
        const falls = lows.slice(1).filter((low, i) => low && !lows[i]).length
        expect(crossings).toBe(falls)
      }),
    )
  })

  it('a charge while already low never crosses', () => {
    fc.assert(
      fc.property(someBuckets, anAction, (buckets, action) => {
        const before = leftByKindOf(buckets, NOW)
        const spent = spend(buckets, action, NOW)
        if (isRunningLow(before) && spent._tag === 'Spent')
          expect(crossesIntoLow(before, leftByKindOf(spent.buckets, NOW))).toBe(false)
      }),
    )
  })
})
