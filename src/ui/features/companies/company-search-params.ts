import { hostnameOf } from '../../../domain/companies/hostname.ts'

/** The page address: which company (by name and/or domain) and, once the user chose to view, which page. */
export type CompanySearchParams = {
  readonly company?: string
  readonly domain?: string
  /** Absent: the company is picked but no page was asked for yet, so nothing has been charged. */
  readonly page?: number
}

const MAX_TEXT = 200
const MAX_PAGE = 100_000

// The router parses "?company=123" as a number; a company name is text either way.
const text = (value: unknown): string | undefined => {
  const raw = typeof value === 'number' ? String(value) : value
  if (typeof raw !== 'string') return undefined
  const trimmed = raw.trim().slice(0, MAX_TEXT)
  return trimmed === '' ? undefined : trimmed
}

const pageOf = (value: unknown): number | undefined => {
  const page = typeof value === 'string' ? Number(value) : value
  return typeof page === 'number' && Number.isInteger(page) && page >= 1 && page <= MAX_PAGE
    ? page
    : undefined
}

/**
 * A hand-edited or stale address is read as far as it makes sense and the rest dropped: a domain that is
 * not a hostname, a page that is not a page number, and a page with no company.
 */
export const parseCompanySearch = (search: Record<string, unknown>): CompanySearchParams => {
  const company = text(search.company)
  const domainText = text(search.domain)
  const domain = domainText === undefined ? undefined : hostnameOf(domainText)
  const page = company === undefined && domain === undefined ? undefined : pageOf(search.page)
  return {
    ...(company === undefined ? {} : { company }),
    ...(domain === undefined ? {} : { domain }),
    ...(page === undefined ? {} : { page }),
  }
}
