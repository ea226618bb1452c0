import { parsePhoneNumberFromString } from 'libphonenumber-js'
import { describe, expect, it } from 'vitest'
import { COUNTRIES } from './countries.ts'
import { PHONE_TYPES } from './demo-records.ts'
import { phoneNumber, phonePlanFor } from './phone-plans.ts'
import { seededRandom } from './seeded-random.ts'

const E164 = /^\+[1-9]\d{7,14}$/

describe('phone plans', () => {
  it('has a plan for every demo country, giving E.164 numbers of every type', () => {
    const random = seededRandom('phones')
    for (const { code } of COUNTRIES) {
      expect(phonePlanFor(code).callingCode).toMatch(/^[1-9]\d{0,2}$/)
      for (const type of PHONE_TYPES) {
        for (let i = 0; i < 50; i++) expect(phoneNumber(random, code, type)).toMatch(E164)
      }
    }
  })

  it('gives only numbers the importer accepts (possible for their country), so demo data round-trips', () => {
    const random = seededRandom('possible')
    for (const { code } of COUNTRIES) {
      for (const type of PHONE_TYPES) {
        for (let i = 0; i < 50; i++) {
          const number = phoneNumber(random, code, type)
          expect(parsePhoneNumberFromString(number)?.isPossible(), `${code} ${type} ${number}`).toBe(true)
        }
      }
    }
  })

  it('keeps US and Canadian numbers in the NANP fiction range 555-0100..0199', () => {
    const random = seededRandom('nanp')
    for (const code of ['US', 'CA']) {
      for (let i = 0; i < 200; i++)
        expect(phoneNumber(random, code, 'mobile')).toMatch(/^\+1[2-9]\d{2}55501\d{2}$/)
    }
  })

  it("keeps UK numbers in Ofcom's drama ranges", () => {
    const random = seededRandom('uk')
    for (let i = 0; i < 200; i++) {
      expect(phoneNumber(random, 'GB', 'mobile')).toMatch(/^\+447700900\d{3}$/)
      expect(phoneNumber(random, 'GB', 'direct')).toMatch(/^\+44(2079460|1614960|1214960)\d{3}$/)
    }
  })

  it('refuses a country it has no plan for', () => {
    expect(() => phonePlanFor('XX')).toThrow('no phone plan')
  })
})
