import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PLAN_CATALOGUE } from '../plans/plan-catalogue.ts'
import { instant } from '../shared/instant.ts'
import { type Bucket, remaining } from './bucket.ts'
import { revealProfile } from './credit-action.ts'
import { CREDIT_KINDS, type CreditKind } from './credit-kind.ts'
import { bucketFromRow } from './credits.fixture.ts'
import { fullRevealsLeft, isRunningLow, type LeftByKind, LOW_REVEALS_LEFT } from './reveals-left.ts'
import { spend } from './spend.ts'

const NOW = instant(0)
const FULL = revealProfile({ found: { emails: true, phones: true } })

const leftOf = (buckets: readonly Bucket[]): LeftByKind => {
  const left = Object.fromEntries(CREDIT_KINDS.map((kind) => [kind, 0])) as Record<CreditKind, number>
  for (const bucket of buckets) left[bucket.kind] += remaining(bucket)
  return left
}

// Never-expiring buckets of every kind, a few credits each, so that running them out stays quick.
const someBuckets = fc
  .array(fc.record({ kind: fc.constantFrom(...CREDIT_KINDS), left: fc.nat(6), used: fc.nat(3) }), {
    maxLength: 8,
  })
  .map((rows) => rows.map((row, i) => bucketFromRow({ ...row, id: `b${i}`, startsAt: NOW, lasts: null })))

/** Full reveals paid one after another, as the service would, until one would leave a part masked. */
const revealUntilPartial = (start: readonly Bucket[]): number => {
  let buckets = start
  for (let count = 0; ; count += 1) {
    const spent = spend(buckets, FULL, NOW)
    if (spent._tag !== 'Spent' || !spent.reveals.emails || !spent.reveals.phones) return count
    buckets = spent.buckets
  }
}

describe('credits left for revealing people', () => {
  it('counts exactly the full reveals the credits left can still pay for', () => {
    fc.assert(
      fc.property(someBuckets, (buckets) => {
        expect(fullRevealsLeft(leftOf(buckets))).toBe(revealUntilPartial(buckets))
      }),
    )
  })

  it('more credits of any kind never make the balance low when it was not', () => {
    const aLeft = fc.record(
      Object.fromEntries(CREDIT_KINDS.map((kind) => [kind, fc.nat(50)])) as Record<
        CreditKind,
        fc.Arbitrary<number>
      >,
    )
    fc.assert(
      fc.property(aLeft, fc.constantFrom(...CREDIT_KINDS), fc.nat(50), (left, kind, more) => {
        if (!isRunningLow(left)) expect(isRunningLow({ ...left, [kind]: left[kind] + more })).toBe(false)
      }),
    )
  })

  it('is low with nothing left, and not low on any plan or packet that reveals, freshly granted', () => {
    const none = Object.fromEntries(CREDIT_KINDS.map((kind) => [kind, 0])) as LeftByKind
    expect(isRunningLow(none)).toBe(true)
    expect(isRunningLow({ ...none, free: LOW_REVEALS_LEFT })).toBe(true)
    expect(isRunningLow({ ...none, free: LOW_REVEALS_LEFT + 1 })).toBe(false)
    for (const plan of Object.values(PLAN_CATALOGUE)) {
      const left = { ...none }
      for (const grant of plan.grants) left[grant.kind] += grant.quantity
      // An email-only or phone-only packet reveals no one in full alone; a search packet reveals nobody.
      if (plan.grants.some((g) => g.kind === 'lead' || g.kind === 'free'))
        expect(isRunningLow(left), plan.type).toBe(false)
    }
  })
})
