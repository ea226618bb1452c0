import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { REGIONS } from '../../../domain/onboarding/enumerations.ts'
import { parseProfileId } from '../../../domain/profiles/profile-id.ts'
import { isDecisionMakerSeniority } from './demo-records.ts'
import { companyAt, peopleOf } from './generate-dataset.ts'

const E164 = /^\+[1-9]\d{7,14}$/
const seed = fc.string({ maxLength: 20 })
const index = fc.nat(5_000_000)
const asOf = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2100-01-01T00:00:00Z'),
  noInvalidDate: true,
})
const NINETY_DAYS = 90 * 86_400_000

describe('demo dataset properties', () => {
  it('every domain is under .example and the website and every email use it', () => {
    fc.assert(
      fc.property(seed, index, (s, n) => {
        const company = companyAt(s, n)
        expect(company.domain).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*\.example$/)
        expect(company.website).toBe(`https://www.${company.domain}`)
        expect(company.url).toMatch(/^https:\/\/www\.linkedin\.com\/company\/[a-z0-9-]+$/)
        expect(company.logoUrl).toBeNull()
        for (const person of peopleOf(s, company, new Date(0))) {
          for (const email of person.emails)
            expect(email.address).toMatch(new RegExp(`^[a-z0-9._]+@${company.domain}$`))
        }
      }),
    )
  })

  it('every company sits in a concrete region and country with 5–60 people, all employed there', () => {
    fc.assert(
      fc.property(seed, index, (s, n) => {
        const company = companyAt(s, n)
        const people = peopleOf(s, company, new Date(0))
        expect(REGIONS).toContain(company.region)
        expect(company.region).not.toBe('GLOBAL')
        expect(company.country).toMatch(/^[A-Z]{2}$/)
        expect(people.length).toBeGreaterThanOrEqual(5)
        expect(people.length).toBeLessThanOrEqual(60)
        expect(company.employeeCount).toBeGreaterThanOrEqual(people.length)
        for (const person of people) expect(person.companyId).toBe(company.id)
      }),
    )
  })

  it('every profile id is a valid, normalised profile id', () => {
    fc.assert(
      fc.property(seed, index, (s, n) => {
        for (const person of peopleOf(s, companyAt(s, n), new Date(0))) {
          expect(parseProfileId(person.profileId)).toBe(person.profileId)
        }
      }),
    )
  })

  it('every phone is E.164 and only mobiles carry WhatsApp', () => {
    fc.assert(
      fc.property(seed, index, (s, n) => {
        for (const person of peopleOf(s, companyAt(s, n), new Date(0))) {
          for (const phone of person.phones) {
            expect(phone.e164).toMatch(E164)
            if (phone.whatsappValid) expect(phone.type).toBe('mobile')
          }
        }
      }),
    )
  })

  it('a person is a decision maker exactly when their seniority is a decision maker one', () => {
    fc.assert(
      fc.property(seed, index, (s, n) => {
        for (const person of peopleOf(s, companyAt(s, n), new Date(0))) {
          expect(person.isDecisionMaker).toBe(isDecisionMakerSeniority(person.seniority))
        }
      }),
    )
  })

  it('every email was checked within the 90 days before asOf', () => {
    fc.assert(
      fc.property(seed, index, asOf, (s, n, now) => {
        for (const person of peopleOf(s, companyAt(s, n), now)) {
          for (const email of person.emails) {
            const age = now.getTime() - Date.parse(email.checkedAt)
            expect(age >= 0 && age < NINETY_DAYS).toBe(true)
          }
        }
      }),
    )
  })
})
