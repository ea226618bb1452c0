import { describe, expect, it } from 'vitest'
import { companyOf, domainOf, findRequestOf } from './find-request.ts'

describe('the find form', () => {
  it.each([
    ['acme.io', 'acme.io'],
    ['  ACME.io ', 'acme.io'],
    ['https://www.acme.io/about?x=1', 'acme.io'],
    ['http://acme.io:8080', 'acme.io'],
    ['ada@acme.io', 'acme.io'],
    ['acme.io.', 'acme.io'],
    ['mail.acme.co.uk', 'mail.acme.co.uk'],
  ])('reads the domain %j as %j', (text, domain) => {
    expect(domainOf(text)).toBe(domain)
  })

  it('sends trimmed names and the domain, and names the fields left blank', () => {
    expect(
      findRequestOf({ firstName: ' Ada ', lastName: 'Lovelace', domain: 'https://acme.io', profileLink: '' }),
    ).toEqual({
      _tag: 'Ready',
      request: { firstName: 'Ada', lastName: 'Lovelace', domain: 'acme.io' },
    })
    expect(
      findRequestOf({ firstName: ' ', lastName: 'Lovelace', domain: 'https://', profileLink: ' ' }),
    ).toEqual({
      _tag: 'Missing',
      fields: ['firstName', 'domain'],
    })
  })

  it('reads the company field as a domain when it is one, else as a company name we hold', () => {
    expect(companyOf('acme.io')).toEqual({ domain: 'acme.io' })
    expect(companyOf('https://www.acme.io/jobs')).toEqual({ domain: 'acme.io' })
    expect(companyOf('  Acme   Mail  ')).toEqual({ company: 'Acme Mail' })
    expect(companyOf('Brightfold Ltd.')).toEqual({ company: 'Brightfold Ltd.' })
    expect(companyOf('  ')).toBeNull()
  })

  it('a profile link stands for the name, and for the company when that is blank', () => {
    const link = 'https://www.linkedin.com/in/ada-lovelace'
    expect(findRequestOf({ firstName: '', lastName: '', domain: '', profileLink: ` ${link} ` })).toEqual({
      _tag: 'Ready',
      request: { profileLink: link },
    })
    expect(findRequestOf({ firstName: '', lastName: '', domain: 'Acme Mail', profileLink: link })).toEqual({
      _tag: 'Ready',
      request: { profileLink: link, company: 'Acme Mail' },
    })
  })
})
