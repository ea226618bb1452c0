import { describe, expect, it } from 'vitest'
import { domainOf, findRequestOf } from './find-request.ts'

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
    expect(findRequestOf({ firstName: ' Ada ', lastName: 'Lovelace', domain: 'https://acme.io' })).toEqual({
      _tag: 'Ready',
      request: { firstName: 'Ada', lastName: 'Lovelace', domain: 'acme.io' },
    })
    expect(findRequestOf({ firstName: ' ', lastName: 'Lovelace', domain: 'https://' })).toEqual({
      _tag: 'Missing',
      fields: ['firstName', 'domain'],
    })
  })
})
