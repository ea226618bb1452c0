import { INDUSTRIES } from '../../../domain/onboarding/industries.ts'
import { asciiSlug } from './ascii-slug.ts'
import { INDUSTRY_NOUNS, NAME_PREFIXES } from './company-words.ts'
import { COUNTRIES, COUNTRY_WEIGHTS, type DemoCountry } from './countries.ts'
import type { DemoCompany } from './demo-records.ts'
import { type SeededRandom, seededRandom } from './seeded-random.ts'

export const MIN_PEOPLE_PER_COMPANY = 5
export const MAX_PEOPLE_PER_COMPANY = 60

// Each company draws from its own stream, keyed by seed and index only: random access, any order.
export const companyRandom = (seed: string, index: number): SeededRandom =>
  seededRandom(`leadlens-demo/${seed}`).fork(`company/${index}`)

const assertIndex = (index: number): void => {
  if (!Number.isSafeInteger(index) || index < 0) throw new RangeError(`bad company index ${index}`)
}

/**
 * How many people the dataset holds at company #index: 5–60, cubed so most companies are small
 * (median about 12, mean about 19). Derived on its own so `peopleOf` agrees with `companyAt`.
 */
export const peopleCountAt = (seed: string, index: number): number => {
  assertIndex(index)
  const u = companyRandom(seed, index).fork('headcount').next()
  const span = MAX_PEOPLE_PER_COMPANY - MIN_PEOPLE_PER_COMPANY + 1
  return MIN_PEOPLE_PER_COMPANY + Math.floor(span * u ** 3)
}

// Employee bands, then a number inside the band; never fewer employees than people we list.
const EMPLOYEE_BANDS: ReadonlyArray<readonly [readonly [number, number], number]> = [
  [[2, 10], 8],
  [[11, 50], 28],
  [[51, 200], 28],
  [[201, 500], 16],
  [[501, 1000], 10],
  [[1001, 5000], 7],
  [[5001, 50000], 3],
]

export const countryByCode = (code: string): DemoCountry => {
  const country = COUNTRIES.find((candidate) => candidate.code === code)
  if (country === undefined) throw new Error(`unknown demo country ${code}`)
  return country
}

/** Company #index of the dataset for `seed`; the same arguments always give the same record. */
export const companyAt = (seed: string, index: number): DemoCompany => {
  assertIndex(index)
  const random = companyRandom(seed, index)
  const country = random.weighted(COUNTRY_WEIGHTS)
  const industry = random.pick(INDUSTRIES)
  const prefix = random.pick(NAME_PREFIXES)
  const noun = random.pick(INDUSTRY_NOUNS[industry])
  const suffix = random.pick(country.suffixes)
  // The base-36 index makes the handle unique in the dataset without any global lookup.
  const handle = `${asciiSlug(`${prefix} ${noun}`)}-${index.toString(36)}`
  const domain = `${handle}.example`
  const [low, high] = random.weighted(EMPLOYEE_BANDS)
  const id = `demo-${index.toString(36)}`
  return {
    id,
    index,
    name: [prefix, noun, suffix].filter((part) => part !== '').join(' '),
    domain,
    website: `https://www.${domain}`,
    country: country.code,
    region: country.region,
    industry,
    employeeCount: Math.max(random.between(low, high), peopleCountAt(seed, index)),
    logoUrl: null,
    url: `https://www.linkedin.com/company/${handle}`,
  }
}
