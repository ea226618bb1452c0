import fc from 'fast-check'
import { getCountries, getCountryCallingCode, getExampleNumber } from 'libphonenumber-js/min'
import examples from 'libphonenumber-js/mobile/examples'
import { describe, expect, it } from 'vitest'
import { internationalPhone } from './international-phone.ts'

// Mobile numbers of every country libphonenumber-js knows, with the last digits varied.
const COUNTRIES = getCountries().filter((country) => getExampleNumber(country, examples) !== undefined)
const aNumber = fc
  .record({
    country: fc.constantFrom(...COUNTRIES),
    tail: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 0, maxLength: 3 }),
  })
  .map(({ country, tail }) => {
    const example = getExampleNumber(country, examples)?.number ?? ''
    return { country, e164: example.slice(0, example.length - tail.length) + tail.join('') }
  })

describe('a revealed phone in international format', () => {
  it('is the stored E.164 number with spaces added, nothing else', () => {
    fc.assert(
      fc.property(aNumber, ({ e164 }) => {
        expect(internationalPhone(e164).replace(/ /g, '')).toBe(e164)
      }),
    )
  })

  it("sets the country calling code apart: '+49 30 1234000', not '+49301234000'", () => {
    fc.assert(
      fc.property(aNumber, ({ country, e164 }) => {
        const shown = internationalPhone(e164)
        expect(shown.startsWith(`+${getCountryCallingCode(country)} `)).toBe(true)
        expect(shown.split(' ').length).toBeGreaterThanOrEqual(2)
      }),
    )
    expect(internationalPhone('+49301234000')).toBe('+49 30 1234000')
    expect(internationalPhone('+8613800000000')).toBe('+86 138 0000 0000')
  })

  it('shows what it cannot read as stored', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const shown = internationalPhone(text)
        expect(shown === text || shown.replace(/ /g, '') === text).toBe(true)
      }),
    )
    expect(internationalPhone('+999123')).toBe('+999123')
    expect(internationalPhone('')).toBe('')
  })
})
