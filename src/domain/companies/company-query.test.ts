import { describe, expect, it } from 'vitest'
import { companyQuery, isDomainQuery } from './company-query.ts'

describe('companyQuery', () => {
  it.each([
    ['acme.example', 'acme.example'],
    ['https://www.acme.example/about', 'acme.example'],
    ['HTTP://Acme.Example:8080/?q=1#top', 'acme.example'],
    ['www.acme.example', 'acme.example'],
    ['www.www.acme.example', 'acme.example'],
    ['www.example', 'www.example'],
    ['shop.acme.co.uk/', 'shop.acme.co.uk'],
    ['jane@acme.example', 'acme.example'],
    ['acme.example.', 'acme.example'],
    ['booking.com', 'booking.com'],
    ['公司.中国', '公司.中国'],
  ])('searches %j by domain %j', (input, domain) => {
    expect(companyQuery(input)).toEqual({ domain })
  })

  it.each([
    ['Acme', 'Acme'],
    ['  Acme   Trading\tCo  ', 'Acme Trading Co'],
    ['J.P. Morgan', 'J.P. Morgan'],
    ['Acme Inc.', 'Acme Inc.'],
    ['v1.2', 'v1.2'],
    ['3.50', '3.50'],
    ['阿里巴巴', '阿里巴巴'],
    ['localhost', 'localhost'],
    ['acme..example', 'acme..example'],
  ])('searches %j by company name %j', (input, companyName) => {
    expect(companyQuery(input)).toEqual({ companyName })
  })

  it('has nothing to search for blank input', () => {
    expect(companyQuery('   ')).toEqual({ _tag: 'EmptyCompanyQuery' })
  })

  it('tells the two queries apart', () => {
    expect(isDomainQuery({ domain: 'acme.example' })).toBe(true)
    expect(isDomainQuery({ companyName: 'Acme' })).toBe(false)
  })
})
