import { hostnameOf } from '../companies/hostname.ts'

/** Which company's people to export: by domain, or by name; neither: everyone. */
export type CompanyFilter = { readonly domain?: string; readonly company?: string }

type CompanyRef = { readonly name: string; readonly domain: string } | null

const nameKey = (text: string) => text.trim().replace(/\s+/gu, ' ').toLowerCase()

/**
 * Whether a person's company is the one asked for, as a members request finds a company: the domain
 * when given (not blank; however written: case, scheme, "www."), else the exact name in any case with
 * whitespace collapsed. No filter: everyone, people without a company included.
 */
export const matchesCompanyFilter = (company: CompanyRef, filter: CompanyFilter): boolean => {
  if (filter.domain !== undefined && filter.domain.trim() !== '') {
    const wanted = hostnameOf(filter.domain)
    return company !== null && wanted !== undefined && hostnameOf(company.domain) === wanted
  }
  if (filter.company !== undefined && nameKey(filter.company) !== '')
    return company !== null && nameKey(company.name) === nameKey(filter.company)
  return true
}
