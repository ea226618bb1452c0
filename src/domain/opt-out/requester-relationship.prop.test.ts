import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { normaliseRelationship, RELATIONSHIP_MAX_LENGTH } from './requester-relationship.ts'

describe('the requester’s stated relationship', () => {
  it('is one trimmed line, idempotent: white space runs become one space', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 150 }), (text) => {
        const once = normaliseRelationship(text)
        if (typeof once !== 'string') return
        expect(once).toBe(once.trim())
        expect(once).not.toMatch(/\s{2,}|[\r\n\t]/)
        expect(normaliseRelationship(once)).toBe(once)
      }),
    )
  })

  it('refuses blank text, control characters and more than the limit', () => {
    for (const bad of ['', '   ', '\n\t', 'me\u0000', 'x\u001b[31m'])
      expect(normaliseRelationship(bad)).toMatchObject({ code: 'OPT_OUT_RELATIONSHIP_INVALID' })
    fc.assert(
      fc.property(fc.integer({ min: RELATIONSHIP_MAX_LENGTH + 1, max: 400 }), (n) => {
        expect(normaliseRelationship('字'.repeat(n))).toMatchObject({ _tag: 'InvalidRelationship' })
        expect(normaliseRelationship('字'.repeat(RELATIONSHIP_MAX_LENGTH))).toBe(
          '字'.repeat(RELATIONSHIP_MAX_LENGTH),
        )
      }),
    )
  })
})
