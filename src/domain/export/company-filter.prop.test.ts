import fc from 'fast-check'
import { describe, it } from 'vitest'
import { matchesCompanyFilter } from './company-filter.ts'

const aLabel = fc.stringMatching(/^[a-z][a-z0-9]{0,8}$/)
const aDomain = fc.tuple(aLabel, fc.constantFrom('example', 'com', 'cn')).map(([l, top]) => `${l}.${top}`)
const aName = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }).filter((n) => n.trim() !== '')
const aCompany = fc.record({ name: aName, domain: aDomain })
// How people type a domain: any case, with a scheme, "www." or a path.
const dressed = (domain: string) =>
  fc
    .tuple(
      fc.constantFrom('', 'https://', 'http://www.', 'www.'),
      fc.constantFrom('', '/about'),
      fc.boolean(),
    )
    .map(([before, after, upper]) => `${before}${upper ? domain.toUpperCase() : domain}${after}`)

describe('export company filter', () => {
  it('no filter (or a blank one) takes everyone, people without a company too', () => {
    fc.assert(
      fc.property(
        fc.option(aCompany, { nil: null }),
        fc.constantFrom({}, { domain: ' ', company: '  ' }),
        (c, f) => matchesCompanyFilter(c, f),
      ),
    )
  })

  it('a company matches its own domain however it is written', () => {
    fc.assert(
      fc.property(
        aCompany.chain((c) => fc.tuple(fc.constant(c), dressed(c.domain))),
        ([company, typed]) => matchesCompanyFilter(company, { domain: typed }),
      ),
    )
  })

  it('a company matches its own name in other case and spacing, and no other name', () => {
    fc.assert(
      fc.property(aCompany, aName, (company, other) => {
        const typed = `  ${company.name.toLowerCase().replaceAll(' ', ' \t ')} `
        const otherMatches = matchesCompanyFilter(company, { company: other })
        const same =
          other.trim().replace(/\s+/gu, ' ').toLowerCase() ===
          company.name.trim().replace(/\s+/gu, ' ').toLowerCase()
        return matchesCompanyFilter(company, { company: typed }) && otherMatches === same
      }),
    )
  })

  it('the domain decides when given: another domain never matches, whatever the name', () => {
    fc.assert(
      fc.property(
        aCompany,
        aDomain,
        (company, other) =>
          other === company.domain ||
          !matchesCompanyFilter(company, { domain: other, company: company.name }),
      ),
    )
  })

  it('a person without a company never matches a filter', () => {
    fc.assert(
      fc.property(aDomain, aName, (domain, name) =>
        [{ domain }, { company: name }, { domain, company: name }].every(
          (f) => !matchesCompanyFilter(null, f),
        ),
      ),
    )
  })
})
