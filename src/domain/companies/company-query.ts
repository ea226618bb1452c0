import { hostnameOf } from './hostname.ts'

/** The query of GET /contact/search/company: `domain` when the input is a URL or hostname, else `companyName`. */
export type CompanyQuery = { readonly domain: string } | { readonly companyName: string }

export type EmptyCompanyQuery = { readonly _tag: 'EmptyCompanyQuery' }

export const companyQuery = (input: string): CompanyQuery | EmptyCompanyQuery => {
  const domain = hostnameOf(input)
  if (domain !== undefined) return { domain }
  const companyName = input.trim().replace(/\s+/gu, ' ')
  return companyName === '' ? { _tag: 'EmptyCompanyQuery' } : { companyName }
}

export const isDomainQuery = (query: CompanyQuery): query is { readonly domain: string } => 'domain' in query
