import { companyQuery } from '../../domain/companies/company-query.ts'
import type { CompanyRecord, ContactSource } from './ports/contact-source.port.ts'

/** SPEC §7: the autocomplete shows at most this many companies. */
export const COMPANY_SEARCH_LIMIT = 10

/**
 * GET /contact/search/company (free): by domain when given one (or when the name typed is really a
 * website), otherwise by name, prefix first then fuzzy.
 */
export class SearchCompanies {
  constructor(private readonly source: Pick<ContactSource, 'searchCompanies'>) {}

  async execute(input: {
    readonly companyName?: string
    readonly domain?: string
  }): Promise<readonly CompanyRecord[]> {
    const query = companyQuery(input.domain ?? input.companyName ?? '')
    if ('_tag' in query) return []
    return this.source.searchCompanies(query, COMPANY_SEARCH_LIMIT)
  }
}
