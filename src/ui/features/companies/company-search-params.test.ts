import { describe, expect, it } from 'vitest'
import { parseCompanySearch } from './company-search-params.ts'

describe('the company search address', () => {
  it('reads company, domain and page', () => {
    expect(
      parseCompanySearch({ company: ' Brightfold Ltd ', domain: 'brightfold.example', page: 3 }),
    ).toEqual({
      company: 'Brightfold Ltd',
      domain: 'brightfold.example',
      page: 3,
    })
  })

  it('normalises the domain as the search does, and drops one that is not a hostname', () => {
    expect(parseCompanySearch({ domain: 'https://WWW.Brightfold.example/about' })).toEqual({
      domain: 'brightfold.example',
    })
    expect(parseCompanySearch({ company: 'Acme', domain: 'not a domain' })).toEqual({ company: 'Acme' })
  })

  it('keeps a numeric company name as text, and a page given as text', () => {
    expect(parseCompanySearch({ company: 123, page: '2' })).toEqual({ company: '123', page: 2 })
  })

  it('drops a page that is not a page number, and any page with no company', () => {
    for (const page of [0, -1, 1.5, 'x', 100_001, null])
      expect(parseCompanySearch({ company: 'Acme', page })).toEqual({ company: 'Acme' })
    expect(parseCompanySearch({ page: 2 })).toEqual({})
    expect(parseCompanySearch({ company: '   ', page: 2 })).toEqual({})
  })
})
