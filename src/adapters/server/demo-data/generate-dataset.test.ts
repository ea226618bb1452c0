import { describe, expect, it } from 'vitest'
import { companyAt, DEMO_DEFAULT_COMPANIES, generateDataset, peopleOf } from './generate-dataset.ts'

const asOf = new Date('2025-06-01T00:00:00Z')
const take = (seed: string, companies: number) => [...generateDataset({ seed, companies, asOf })]

describe('generateDataset', () => {
  it('gives identical output for the same seed and asOf', () => {
    expect(take('leadlens', 50)).toEqual(take('leadlens', 50))
  })

  it('gives different data for different seeds', () => {
    const names = (seed: string) => take(seed, 20).map(({ company }) => company.name)
    const people = (seed: string) => take(seed, 20).flatMap(({ people }) => people.map((p) => p.fullName))
    expect(names('a')).not.toEqual(names('b'))
    expect(people('a')).not.toEqual(people('b'))
  })

  it('moves check dates with asOf and nothing else', () => {
    const later = new Date(asOf.getTime() + 86_400_000)
    const [first] = take('leadlens', 1)
    const [moved] = [...generateDataset({ seed: 'leadlens', companies: 1, asOf: later })]
    const stripDates = (people: readonly { emails: readonly { checkedAt: string }[] }[]) =>
      people.map((p) => ({ ...p, emails: p.emails.map((e) => ({ ...e, checkedAt: '' })) }))
    expect(moved?.company).toEqual(first?.company)
    expect(stripDates(moved?.people ?? [])).toEqual(stripDates(first?.people ?? []))
  })

  it('rebuilds company n at random access exactly as the stream yields it', () => {
    const stream = take('random-access', 300)
    for (const n of [0, 1, 37, 150, 299]) {
      const company = companyAt('random-access', n)
      expect(company).toEqual(stream[n]?.company)
      expect(peopleOf('random-access', company, asOf)).toEqual(stream[n]?.people)
    }
  })

  it('builds far-away companies without the ones before them', () => {
    const company = companyAt('leadlens', 999_999)
    expect(company.domain.endsWith(`-${(999_999).toString(36)}.example`)).toBe(true)
    expect(peopleOf('leadlens', company, asOf).length).toBeGreaterThanOrEqual(5)
  })

  it('refuses a bad size, index or date', () => {
    expect(() => [...generateDataset({ seed: 's', companies: -1, asOf })]).toThrow(RangeError)
    expect(() => [...generateDataset({ seed: 's', companies: 1, asOf: new Date('nope') })]).toThrow(
      RangeError,
    )
    expect(() => companyAt('s', 1.5)).toThrow(RangeError)
  })

  it(`streams the default ${DEMO_DEFAULT_COMPANIES} companies one at a time`, () => {
    const started = performance.now()
    let companies = 0
    let people = 0
    for (const item of generateDataset({ seed: 'leadlens', asOf })) {
      companies++
      people += item.people.length
    }
    const elapsed = Math.round(performance.now() - started)
    console.info(`demo dataset: ${companies} companies, ${people} people in ${elapsed} ms`)
    expect(companies).toBe(DEMO_DEFAULT_COMPANIES)
    expect(people).toBeGreaterThan(10_000)
  })
})
