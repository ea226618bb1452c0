import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type Parts, partsAfter, showsMore } from './credit-action.ts'

const parts: fc.Arbitrary<Parts> = fc.record({ emails: fc.boolean(), phones: fc.boolean() })

describe('what a user is shown of a person after a reveal', () => {
  it('keeps every part seen before, adds every part revealed, and nothing else', () => {
    fc.assert(
      fc.property(parts, parts, (already, revealed) => {
        const after = partsAfter(already, revealed)
        for (const part of ['emails', 'phones'] as const)
          expect(after[part]).toBe(already[part] || revealed[part])
        // A second reveal of the same parts changes nothing.
        expect(partsAfter(after, revealed)).toEqual(after)
      }),
    )
  })

  it('shows more exactly when the reveal added a part not seen before', () => {
    fc.assert(
      fc.property(parts, parts, (already, revealed) => {
        const added = (revealed.emails && !already.emails) || (revealed.phones && !already.phones)
        expect(showsMore(partsAfter(already, revealed), already)).toBe(added)
      }),
    )
  })
})
