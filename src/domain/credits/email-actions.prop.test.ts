import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { findEmail, verifyEmail } from './credit-action.ts'
import { PAYS_FOR_EMAILS } from './credit-kind.ts'
import { aTime, someBuckets } from './credits.arbitraries.ts'
import { quote } from './quote.ts'
import { spend } from './spend.ts'

const buckets = someBuckets({ maxUsed: 3, maxLeft: 3 })

describe('paying for the contact engine’s answers', () => {
  it('a find costs one email-payable credit when an address worth paying for is found the first time, else nothing', () => {
    fc.assert(
      fc.property(buckets, aTime, fc.boolean(), fc.boolean(), (held, now, worthPaying, foundBefore) => {
        const spent = spend(held, findEmail(worthPaying, foundBefore), now)
        if (!worthPaying || foundBefore) {
          expect(spent).toMatchObject({ _tag: 'Spent', charges: [] })
          return
        }
        if (spent._tag === 'CreditsExceeded') return
        expect(spent.charges).toHaveLength(1)
        expect(spent.charges[0]?.quantity).toBe(1)
        expect(PAYS_FOR_EMAILS).toContain(spent.charges[0]?.kind)
      }),
    )
  })

  it('a verification is free when the answer is unknown, and one email-payable credit otherwise', () => {
    fc.assert(
      fc.property(buckets, aTime, fc.boolean(), (held, now, definite) => {
        const quoted = quote(held, verifyEmail(definite), now)
        if (!definite) expect(quoted).toMatchObject({ _tag: 'Quoted', charges: [] })
        else if (quoted._tag === 'Quoted') {
          expect(quoted.charges).toHaveLength(1)
          expect(PAYS_FOR_EMAILS).toContain(quoted.charges[0]?.kind)
        }
      }),
    )
  })
})
