import { describe, expect, it } from 'vitest'
import { parseProfileId } from '../../../domain/profiles/profile-id.ts'
import { EXPECTED_SHARES } from './contact-mix.ts'
import type { DemoCompany, DemoPerson } from './demo-records.ts'
import { generateDataset } from './generate-dataset.ts'

// Whole-dataset checks need the first N companies at once; property tests cover arbitrary indices.
const asOf = new Date('2025-06-01T00:00:00Z')
const companies: DemoCompany[] = []
const people: DemoPerson[] = []
for (const item of generateDataset({ seed: 'invariants', companies: 2000, asOf })) {
  companies.push(item.company)
  people.push(...item.people)
}

const share = (sample: readonly DemoPerson[], test: (person: DemoPerson) => boolean) =>
  sample.filter(test).length / sample.length

describe('the first 2,000 companies', () => {
  it('have unique ids, domains and company links', () => {
    for (const key of ['id', 'domain', 'url'] as const) {
      expect(new Set(companies.map((company) => company[key])).size).toBe(companies.length)
    }
  })

  it('have unique, valid profile ids', () => {
    expect(new Set(people.map((person) => person.profileId)).size).toBe(people.length)
    for (const person of people) expect(typeof parseProfileId(person.profileId)).toBe('string')
  })

  it('have no mailbox shared by two people', () => {
    const addresses = people.flatMap((person) => person.emails.map((email) => email.address))
    expect(new Set(addresses).size).toBe(addresses.length)
  })

  it('hold contact gaps within the stated bounds over 20,000 people', () => {
    const sample = people.slice(0, 20_000)
    expect(sample).toHaveLength(20_000)
    const noEmail = share(sample, (p) => p.emails.length === 0)
    const noPhone = share(sample, (p) => p.phones.length === 0)
    const neither = share(sample, (p) => p.emails.length === 0 && p.phones.length === 0)
    console.info(`no email ${noEmail}, no phone ${noPhone}, neither ${neither}`)
    expect(Math.abs(noEmail - EXPECTED_SHARES.noEmail)).toBeLessThan(0.02)
    expect(Math.abs(noPhone - EXPECTED_SHARES.noPhone)).toBeLessThan(0.02)
    expect(Math.abs(neither - EXPECTED_SHARES.neither)).toBeLessThan(0.015)
  })

  it('mix name cultures, including Chinese names in pinyin family-first order', () => {
    expect(
      people.some((p) => p.fullName === `${p.lastName} ${p.firstName}` && /^Wang$/.test(p.lastName)),
    ).toBe(true)
    expect(new Set(companies.map((company) => company.country)).size).toBeGreaterThan(25)
    expect(new Set(companies.map((company) => company.region)).size).toBe(7)
  })

  it('include every email status and some WhatsApp mobiles', () => {
    const statuses = new Set(people.flatMap((p) => p.emails.map((e) => e.status)))
    expect([...statuses].sort()).toEqual(['accept_all', 'invalid', 'unknown', 'valid'])
    expect(people.some((p) => p.phones.some((phone) => phone.whatsappValid))).toBe(true)
  })
})
