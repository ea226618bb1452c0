import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CREDIT_KINDS, paysForEmails, paysForPhones, REVEAL_KINDS } from './credit-kind.ts'
import { anAction, aTime, someBuckets } from './credits.arbitraries.ts'
import { quote } from './quote.ts'

// The lists of which kinds pay for what are read by the reveal card, refunds and bulk enrichment; the
// quote decides on its own. These hold the two to one another.
describe('what each credit kind pays for', () => {
  const buckets = someBuckets({ maxUsed: 3, maxLeft: 3 })

  it('a reveal is charged only in kinds that pay for revealing a person', () => {
    fc.assert(
      fc.property(buckets, anAction, aTime, (held, action, now) => {
        const quoted = quote(held, action, now)
        if (quoted._tag !== 'Quoted' || action._tag === 'ViewMembersPage') return
        for (const charge of quoted.charges) expect(REVEAL_KINDS).toContain(charge.kind)
      }),
    )
  })

  it('a part a quote reveals for the first time is paid by a kind that pays for it', () => {
    fc.assert(
      fc.property(buckets, anAction, aTime, (held, action, now) => {
        const quoted = quote(held, action, now)
        if (quoted._tag !== 'Quoted' || action._tag === 'ViewMembersPage') return
        const kinds = quoted.charges.map((charge) => charge.kind)
        if (quoted.reveals.emails && !action.alreadyRevealed.emails)
          expect(kinds.some(paysForEmails)).toBe(true)
        if (quoted.reveals.phones && !action.alreadyRevealed.phones)
          expect(kinds.some(paysForPhones)).toBe(true)
      }),
    )
  })

  it('the kinds that reveal a person are every kind but the one that pays only for members pages', () => {
    expect(REVEAL_KINDS).toEqual(CREDIT_KINDS.filter((kind) => kind !== 'search'))
  })
})
