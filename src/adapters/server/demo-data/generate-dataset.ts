/**
 * LeadLens demo dataset — deterministic synthetic contact data for the embedded contact source.
 *
 * What: fictional companies (name, `.example` domain and website, country + region, industry,
 * employee count, a social-network company link) and 5–60 fictional people at each (skewed: median
 * about 12, mean about 19), with a title and seniority, a decision-maker flag, work emails with a
 * verification status and check date, and E.164 phones with a type and a WhatsApp flag.
 *
 * Size: DEMO_DEFAULT_COMPANIES = 3,000 companies → about 56,000 people. Any size works; the stream
 * holds one company at a time, and `companyAt(seed, n)` / `peopleOf(seed, company, asOf)` rebuild any
 * single company without the ones before it, so a large load can be split into ranges and run in parallel.
 *
 * Deterministic: everything comes from `seed` (a string) and the explicit `asOf` date; the same pair
 * gives byte-identical records on every run and machine. No clock, no Math.random.
 *
 * Why `.example`: RFC 2606 reserves it, so no domain, website or email here can ever belong to anyone
 * or receive mail. Phones use fiction-reserved ranges where regulators publish them (NANP 555-01xx,
 * Ofcom drama numbers) and are synthetic elsewhere (phone-plans.ts). Logos are null rather than a URL
 * on some real host; company `url` and person links (`profileLinkFor(profileId)`) are shown, never
 * fetched. Contact mix (contact-mix.ts): 20% no email, 45% no phone, 10% neither.
 */
import type { DemoCompanyWithPeople } from './demo-records.ts'
import { companyAt } from './generate-company.ts'
import { peopleOf } from './generate-people.ts'

export { companyAt, peopleCountAt } from './generate-company.ts'
export { demoProfileId, peopleOf } from './generate-people.ts'

export const DEMO_DEFAULT_COMPANIES = 3000

export type DatasetOptions = {
  readonly seed: string
  /** How many companies, indices 0..companies-1; defaults to DEMO_DEFAULT_COMPANIES. */
  readonly companies?: number
  /** "Now" for the dataset: every email was checked in the 90 days before it. */
  readonly asOf: Date
}

/** Yields company after company with its people; nothing is kept once the consumer moves on. */
export function* generateDataset({
  seed,
  companies = DEMO_DEFAULT_COMPANIES,
  asOf,
}: DatasetOptions): Generator<DemoCompanyWithPeople, void, undefined> {
  if (!Number.isSafeInteger(companies) || companies < 0)
    throw new RangeError(`bad company count ${companies}`)
  if (Number.isNaN(asOf.getTime())) throw new RangeError('asOf is not a valid date')
  for (let index = 0; index < companies; index++) {
    const company = companyAt(seed, index)
    yield { company, people: peopleOf(seed, company, asOf) }
  }
}
