import type { CompanyRecord, ContactSource } from '../../../application/server/ports/contact-source.port.ts'
import type { CompanyQuery } from '../../../domain/companies/company-query.ts'

export type CompanySearch = Pick<ContactSource, 'searchCompanies'>

export type CompanySearchCacheOptions = {
  /** How long an answer is reused: an import shows in autocomplete at most this late. */
  readonly ttlMs: number
  /** Answers kept; the oldest goes first. */
  readonly maxEntries: number
  readonly now: () => number
}

export const COMPANY_SEARCH_CACHE: Omit<CompanySearchCacheOptions, 'now'> = {
  ttlMs: 60_000,
  maxEntries: 2_000,
}

// Matching is case-insensitive and collapses spaces; so is the key, so "Acme " and "acme" share one.
const keyOf = (query: CompanyQuery, limit: number) =>
  'domain' in query
    ? `d:${query.domain.toLowerCase()}:${limit}`
    : `n:${query.companyName.toLowerCase().replace(/\s+/gu, ' ').trim()}:${limit}`

/**
 * Autocomplete answers from memory for a minute. Typing asks the same few prefixes again and again
 * (everyone's first letters), and at a million companies each costs a range scan of 500 rows: the
 * benchmark's Zipf mix of prefixes spends most of its time there (docs/performance.md). Companies change
 * only by import, so a minute's delay in seeing a new one is the price. A failed search is not kept.
 */
export class CachedCompanySearch implements CompanySearch {
  private readonly answers = new Map<
    string,
    { readonly at: number; readonly result: Promise<readonly CompanyRecord[]> }
  >()

  constructor(
    private readonly source: CompanySearch,
    private readonly options: CompanySearchCacheOptions,
  ) {}

  searchCompanies(query: CompanyQuery, limit: number): Promise<readonly CompanyRecord[]> {
    const key = keyOf(query, limit)
    const now = this.options.now()
    const kept = this.answers.get(key)
    if (kept !== undefined && now - kept.at < this.options.ttlMs) return kept.result
    this.answers.delete(key)
    // The promise is kept, so concurrent askers share one query.
    const result = this.source.searchCompanies(query, limit)
    this.answers.set(key, { at: now, result })
    result.catch(() => {
      if (this.answers.get(key)?.result === result) this.answers.delete(key)
    })
    while (this.answers.size > this.options.maxEntries) {
      const oldest = this.answers.keys().next().value
      if (oldest === undefined) break
      this.answers.delete(oldest)
    }
    return result
  }
}
