import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Bucket } from './bucket.ts'
import type { Parts } from './credit-action.ts'
import type { CreditKind } from './credit-kind.ts'
import { anAction, aTime, someBuckets as bucketsOf } from './credits.arbitraries.ts'
import { eligibleKinds, needOf, paysBefore, usableOf } from './credits.fixture.ts'
import { quote } from './quote.ts'
import { spend } from './spend.ts'

const someBuckets = bucketsOf({ maxUsed: 2, maxLeft: 3 })

const byId = (buckets: readonly Bucket[], id: string) => buckets.find((b) => b.id === id) as Bucket
const spendCase = fc.tuple(someBuckets, anAction, aTime)
const RUNS = { numRuns: 500 }

describe('spend: which credits pay', () => {
  it('the soonest-expiring eligible bucket pays first (ties by id), never-expiring ones after', () => {
    fc.assert(
      fc.property(spendCase, ([buckets, action, now]) => {
        const result = spend(buckets, action, now)
        if (result._tag !== 'Spent') return true
        const need = needOf(action)
        return result.charges.every((c) => {
          const single = need !== 'page' && need !== null && !(need.emails && need.phones)
          const rivals: readonly CreditKind[] =
            c.kind === 'lead' && single
              ? ['lead', need.emails ? 'email' : 'phone']
              : c.kind === 'lead' || c.kind === 'free' || c.kind === 'search'
                ? [c.kind]
                : ['lead', c.kind]
          return usableOf(buckets, rivals, now).every((r) => paysBefore(byId(buckets, c.bucketId), r))
        })
      }),
      RUNS,
    )
  })

  it('free credits pay last: only for what no usable paid credit could pay', () => {
    fc.assert(
      fc.property(spendCase, ([buckets, action, now]) => {
        const result = spend(buckets, action, now)
        const need = needOf(action)
        if (result._tag !== 'Spent' || need === null) return true
        const paidBy = (kinds: readonly CreditKind[]) => result.charges.some((c) => kinds.includes(c.kind))
        const mustPaidFirst = (kinds: readonly CreditKind[]) =>
          usableOf(buckets, kinds, now).length === 0 || paidBy(kinds)
        if (need === 'page') return mustPaidFirst(['search']) && !(paidBy(['search']) && paidBy(['free']))
        const noPaidCredit = (kinds: readonly CreditKind[]) => usableOf(buckets, kinds, now).length === 0
        const freeNeeded =
          (need.emails && noPaidCredit(['lead', 'email'])) || (need.phones && noPaidCredit(['lead', 'phone']))
        return (
          (!need.emails || mustPaidFirst(['lead', 'email'])) &&
          (!need.phones || mustPaidFirst(['lead', 'phone'])) &&
          (!paidBy(['free']) || freeNeeded)
        )
      }),
      RUNS,
    )
  })

  it('charges nothing when there is nothing new to reveal (already revealed, not found, not wanted)', () => {
    fc.assert(
      fc.property(spendCase, ([buckets, action, now]) => {
        if (needOf(action) !== null) return true
        const result = spend(buckets, action, now)
        return result._tag === 'Spent' && result.charges.length === 0 && result.buckets === buckets
      }),
      RUNS,
    )
  })

  it('masks a wanted part only when no usable credit could pay for it, and never shows a part not found', () => {
    fc.assert(
      fc.property(spendCase, ([buckets, action, now]) => {
        if (action._tag === 'ViewMembersPage') return true
        const result = spend(buckets, action, now)
        const need = needOf(action) ?? { emails: false, phones: false }
        if (need === 'page') return false
        if (result._tag !== 'Spent') return usableOf(buckets, eligibleKinds(action), now).length === 0
        const { reveals } = result
        const maskedOk = (part: keyof Parts, kind: CreditKind) =>
          reveals[part] || !need[part] || usableOf(buckets, ['lead', kind, 'free'], now).length === 0
        return (
          maskedOk('emails', 'email') &&
          maskedOk('phones', 'phone') &&
          (!reveals.emails || action.found.emails) &&
          (!reveals.phones || action.found.phones)
        )
      }),
      RUNS,
    )
  })

  it('quote agrees with spend', () => {
    fc.assert(
      fc.property(spendCase, ([buckets, action, now]) => {
        const quoted = quote(buckets, action, now)
        const result = spend(buckets, action, now)
        if (quoted._tag === 'CreditsExceeded') return result._tag === 'CreditsExceeded'
        expect(result).toMatchObject({ _tag: 'Spent', charges: quoted.charges, reveals: quoted.reveals })
        return true
      }),
      RUNS,
    )
  })
})
