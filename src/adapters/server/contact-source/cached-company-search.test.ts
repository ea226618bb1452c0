import { describe, expect, it } from 'vitest'
import type { CompanyRecord } from '../../../application/server/ports/contact-source.port.ts'
import type { CompanyQuery } from '../../../domain/companies/company-query.ts'
import { CachedCompanySearch } from './cached-company-search.ts'

const company = (name: string) => ({ id: name, name }) as unknown as CompanyRecord

const counting = (fail = false) => {
  const asked: string[] = []
  return {
    asked,
    searchCompanies: async (query: CompanyQuery) => {
      asked.push(JSON.stringify(query))
      if (fail) throw new Error('database away')
      return [company('companyName' in query ? query.companyName : query.domain)]
    },
  }
}

describe('autocomplete answers kept for a minute', () => {
  it('asks the database once per prefix and minute, whatever the case and spacing', async () => {
    let now = 0
    const source = counting()
    const search = new CachedCompanySearch(source, { ttlMs: 60_000, maxEntries: 10, now: () => now })
    await search.searchCompanies({ companyName: 'Acme  Co' }, 10)
    await search.searchCompanies({ companyName: 'acme co ' }, 10)
    expect(source.asked).toHaveLength(1)
    now = 59_999
    await search.searchCompanies({ companyName: 'ACME CO' }, 10)
    expect(source.asked).toHaveLength(1)
    now = 60_000
    expect(await search.searchCompanies({ companyName: 'acme co' }, 10)).toEqual([company('acme co')])
    expect(source.asked).toHaveLength(2)
  })

  it('keeps a domain apart from the same text typed as a name, and each limit apart', async () => {
    const source = counting()
    const search = new CachedCompanySearch(source, { ttlMs: 60_000, maxEntries: 10, now: () => 0 })
    await search.searchCompanies({ domain: 'acme.com' }, 10)
    await search.searchCompanies({ companyName: 'acme.com' }, 10)
    await search.searchCompanies({ companyName: 'acme.com' }, 5)
    expect(source.asked).toHaveLength(3)
  })

  it('keeps at most maxEntries answers, forgetting the oldest', async () => {
    const source = counting()
    const search = new CachedCompanySearch(source, { ttlMs: 60_000, maxEntries: 2, now: () => 0 })
    for (const name of ['a', 'b', 'c']) await search.searchCompanies({ companyName: name }, 10)
    await search.searchCompanies({ companyName: 'c' }, 10)
    await search.searchCompanies({ companyName: 'a' }, 10)
    expect(source.asked.map((q) => JSON.parse(q).companyName)).toEqual(['a', 'b', 'c', 'a'])
  })

  it('does not keep a failure: the next keystroke asks again', async () => {
    const source = counting(true)
    const search = new CachedCompanySearch(source, { ttlMs: 60_000, maxEntries: 10, now: () => 0 })
    await expect(search.searchCompanies({ companyName: 'x' }, 10)).rejects.toThrow('database away')
    await expect(search.searchCompanies({ companyName: 'x' }, 10)).rejects.toThrow('database away')
    expect(source.asked).toHaveLength(2)
  })
})
