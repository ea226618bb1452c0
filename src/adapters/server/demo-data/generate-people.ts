import type { ProfileId } from '../../../domain/profiles/profile-id.ts'
import { asciiSlug } from './ascii-slug.ts'
import { drawContactMix, drawPhones, hasEmail, hasPhone } from './contact-mix.ts'
import type { DemoCompany, DemoEmail, DemoPerson } from './demo-records.ts'
import { isDecisionMakerSeniority } from './demo-records.ts'
import { addressBook, drawMailStyle, EMAIL_PATTERNS, localPartFor, verifiedEmail } from './email-addresses.ts'
import { companyRandom, countryByCode, peopleCountAt } from './generate-company.ts'
import { NAME_POOLS } from './name-pools.ts'
import { phoneNumber } from './phone-plans.ts'
import { assignRoles } from './titles.ts'

// Keeps ids well inside the 100-character limit whatever a name pool holds.
const MAX_NAME_PART = 60

/**
 * `<name>-<company index base 36><person index, 2 base-36 digits>`, e.g. `wang-fang-2s0k`. The suffix
 * after the last '-' differs for every (company, person) pair, so ids are unique across the dataset
 * without a global set, and company #n's ids never depend on other companies.
 */
export const demoProfileId = (fullName: string, companyIndex: number, personIndex: number): ProfileId => {
  const name = asciiSlug(fullName).slice(0, MAX_NAME_PART).replace(/-+$/, '') || 'member'
  return `${name}-${companyIndex.toString(36)}${personIndex.toString(36).padStart(2, '0')}` as ProfileId
}

/** Everyone the dataset lists at `company` (which must come from `companyAt(seed, …)`). */
export const peopleOf = (seed: string, company: DemoCompany, asOf: Date): DemoPerson[] => {
  if (Number.isNaN(asOf.getTime())) throw new RangeError('asOf is not a valid date')
  const random = companyRandom(seed, company.index).fork('people')
  const country = countryByCode(company.country)
  const style = drawMailStyle(random.fork('mail-style'))
  const switchboard = phoneNumber(random.fork('switchboard'), company.country, 'office')
  const claimAddress = addressBook(company.domain)
  const count = peopleCountAt(seed, company.index)
  const roles = assignRoles(random.fork('roles'), count, company.employeeCount)

  return roles.map((role, index) => {
    const own = random.fork(`person/${index}`)
    const pool = NAME_POOLS[own.weighted(country.cultures)]
    const firstName = own.pick(pool.given)
    const lastName = own.pick(pool.family)
    const fullName = pool.familyFirst ? `${lastName} ${firstName}` : `${firstName} ${lastName}`
    const mix = drawContactMix(own)
    const emails: DemoEmail[] = []
    if (hasEmail(mix)) {
      emails.push(
        verifiedEmail(own, claimAddress(localPartFor(style.pattern, firstName, lastName)), style, asOf),
      )
      // A quarter also have an alias in another pattern, as after a rename or a merger.
      if (own.chance(0.25)) {
        const alias = own.pick(EMAIL_PATTERNS.filter((pattern) => pattern !== style.pattern))
        emails.push(verifiedEmail(own, claimAddress(localPartFor(alias, firstName, lastName)), style, asOf))
      }
    }
    return {
      profileId: demoProfileId(fullName, company.index, index),
      companyId: company.id,
      firstName,
      lastName,
      fullName,
      title: role.title,
      seniority: role.seniority,
      isDecisionMaker: isDecisionMakerSeniority(role.seniority),
      emails,
      phones: hasPhone(mix) ? drawPhones(own, company.country, switchboard, country.whatsappShare) : [],
    }
  })
}
