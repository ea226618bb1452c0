import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { instant } from '../shared/instant.ts'
import { decideReview, REVIEW_DECISIONS, type ReviewState, removesThePerson } from './review-decision.ts'

const decision = fc.constantFrom(...REVIEW_DECISIONS)
const at = fc.integer({ min: 0, max: 2 ** 42 }).map(instant)

describe('an admin’s decision on a removal request', () => {
  it('is taken once: whatever comes after, the first decision stands', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(decision, at), { minLength: 1, maxLength: 6 }), (answers) => {
        let state: ReviewState = { _tag: 'Pending' }
        for (const [d, when] of answers) {
          const next = decideReview(state, d, when)
          if (next._tag === 'Decided') state = next
          else expect(next.decision).toBe(answers[0]?.[0])
        }
        expect(state).toEqual({ _tag: 'Decided', decision: answers[0]?.[0], at: answers[0]?.[1] })
      }),
    )
  })

  it('the person is removed only by an approval; pending or rejected, they stay visible', () => {
    fc.assert(
      fc.property(decision, at, (d, when) => {
        expect(removesThePerson({ _tag: 'Pending' })).toBe(false)
        const decided = decideReview({ _tag: 'Pending' }, d, when)
        expect(decided._tag === 'Decided' && removesThePerson(decided)).toBe(d === 'approve')
      }),
    )
  })
})
