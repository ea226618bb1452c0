import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { RandomInt } from '../shared/random.ts'
import {
  generateInviteCode,
  isGeneratedCodeShape,
  normaliseInviteCode,
  sameInviteCode,
} from './invite-code.ts'

const randomSource = fc.array(fc.nat(), { minLength: 8, maxLength: 8 }).map((values): RandomInt => {
  let i = 0
  return (bound) => (values[i++] ?? 0) % bound
})

describe('invite code properties', () => {
  it('normalising is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        const once = normaliseInviteCode(s)
        expect(normaliseInviteCode(once)).toBe(once)
      }),
    )
  })

  it('equality ignores case and surrounding spaces', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ unit: fc.constantFrom(' ', '\t') }), (s, pad) => {
        expect(sameInviteCode(`${pad}${s.toLowerCase()}${pad}`, s.toUpperCase())).toBe(true)
      }),
    )
  })

  it('generated codes always match /^[A-Z0-9]{8}$/', () => {
    fc.assert(
      fc.property(randomSource, (random) => {
        const code = generateInviteCode(random)
        expect(code).toMatch(/^[A-Z0-9]{8}$/)
        expect(isGeneratedCodeShape(code)).toBe(true)
      }),
    )
  })

  it('generated codes normalise to themselves', () => {
    fc.assert(
      fc.property(randomSource, (random) => {
        const code = generateInviteCode(random)
        expect(normaliseInviteCode(code)).toBe(code)
      }),
    )
  })
})
