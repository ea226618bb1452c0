import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DISTRIBUTOR_NAME_MAX_LENGTH, validateDistributorName } from './distributor-name.ts'

describe('distributor name properties', () => {
  it('an accepted name is never blank, never padded and within the bound', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 120 }), (input) => {
        const r = validateDistributorName(input)
        if (typeof r !== 'string') return
        expect(r.trim()).toBe(r)
        expect(r).not.toBe('')
        expect([...r].length).toBeLessThanOrEqual(DISTRIBUTOR_NAME_MAX_LENGTH)
      }),
    )
  })

  it('validating an accepted name again changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 120 }), (input) => {
        const r = validateDistributorName(input)
        if (typeof r === 'string') expect(validateDistributorName(r)).toBe(r)
      }),
    )
  })

  it('whitespace-only names are always rejected', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\u3000') }), (input) => {
        expect(validateDistributorName(input)).toMatchObject({ code: 'DISTRIBUTOR_NAME_REQUIRED' })
      }),
    )
  })
})
