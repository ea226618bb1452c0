import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CREDIT_KINDS } from '../credits/credit-kind.ts'
import {
  effectiveWant,
  partsCovered,
  partsToReveal,
  REVEAL_WANTS,
  revealChoices,
  wantedParts,
} from './reveal-choice.ts'

const parts = fc.record({ emails: fc.boolean(), phones: fc.boolean() })
const want = fc.constantFrom(...REVEAL_WANTS)
const kinds = fc.array(fc.constantFrom(...CREDIT_KINDS), { maxLength: 3 })

describe('member reveal choices', () => {
  it('every choice offered reveals something still pending', () => {
    fc.assert(
      fc.property(parts, (pending) => {
        for (const choice of revealChoices(pending)) {
          const toReveal = partsToReveal(choice, pending)
          expect(toReveal.emails || toReveal.phones).toBe(true)
        }
      }),
    )
  })

  it('there is a choice exactly when something is pending, and the full reveal comes first', () => {
    fc.assert(
      fc.property(parts, (pending) => {
        const choices = revealChoices(pending)
        expect(choices.length > 0).toBe(pending.emails || pending.phones)
        if (pending.emails && pending.phones) expect(choices[0]).toBe('all')
      }),
    )
  })

  it('the effective choice is always one of the choices, and a valid choice is kept', () => {
    fc.assert(
      fc.property(fc.option(want, { nil: undefined }), parts, (chosen, pending) => {
        const choices = revealChoices(pending)
        const effective = effectiveWant(chosen, pending)
        if (choices.length === 0) expect(effective).toBeUndefined()
        else expect(choices).toContain(effective)
        if (chosen !== undefined && choices.includes(chosen)) expect(effective).toBe(chosen)
      }),
    )
  })

  it('a reveal never pays for a part not wanted or not pending', () => {
    fc.assert(
      fc.property(want, parts, (w, pending) => {
        const toReveal = partsToReveal(w, pending)
        const wanted = wantedParts(w)
        expect(!toReveal.emails || (wanted.emails && pending.emails)).toBe(true)
        expect(!toReveal.phones || (wanted.phones && pending.phones)).toBe(true)
      }),
    )
  })

  it('what a cost covers is within what is to be revealed, and nothing when no credit can pay', () => {
    fc.assert(
      fc.property(parts, kinds, (toReveal, charged) => {
        const covered = partsCovered(toReveal, charged)
        expect(!covered.emails || toReveal.emails).toBe(true)
        expect(!covered.phones || toReveal.phones).toBe(true)
        expect(partsCovered(toReveal, null)).toEqual({ emails: false, phones: false })
      }),
    )
  })

  it('a lead or free credit in the cost covers everything to be revealed', () => {
    fc.assert(
      fc.property(parts, kinds, fc.constantFrom('lead' as const, 'free' as const), (toReveal, rest, kind) => {
        expect(partsCovered(toReveal, [...rest, kind])).toEqual(toReveal)
      }),
    )
  })

  it('an email credit alone leaves the phones masked, a phone credit alone the emails', () => {
    expect(partsCovered({ emails: true, phones: true }, ['email'])).toEqual({ emails: true, phones: false })
    expect(partsCovered({ emails: true, phones: true }, ['phone'])).toEqual({ emails: false, phones: true })
    expect(partsCovered({ emails: true, phones: true }, ['email', 'phone'])).toEqual({
      emails: true,
      phones: true,
    })
  })
})
