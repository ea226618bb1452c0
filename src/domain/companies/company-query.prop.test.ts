import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AUTOCOMPLETE_MIN_CHARS, shouldAutocomplete } from './autocomplete.ts'
import { companyQuery } from './company-query.ts'

const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?$/)
const top = fc.stringMatching(/^[a-z]{2,6}$/)
const hostname = fc
  .tuple(fc.array(label, { minLength: 1, maxLength: 3 }), top)
  .map(([ls, t]) => [...ls, t].join('.'))
const dressed = fc
  .tuple(
    fc.constantFrom('', 'https://', 'http://www.'),
    hostname,
    fc.constantFrom('', '/', '/about?x=1', ':443'),
  )
  .map(([pre, host, post]) => `${pre}${host}${post}`)

describe('company query properties', () => {
  it('hostnames always go to domain search', () => {
    fc.assert(
      fc.property(dressed, (input) => {
        expect(companyQuery(input)).toHaveProperty('domain')
      }),
    )
  })

  it('the domain is the host, lower case and without www', () => {
    fc.assert(
      fc.property(hostname, (host) => {
        fc.pre(!host.startsWith('www.'))
        expect(companyQuery(`HTTPS://WWW.${host.toUpperCase()}/x`)).toEqual({ domain: host })
      }),
    )
  })

  it('strings with spaces and no dot never go to domain search', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (a, b) => {
        const input = `${a} ${b}`.replaceAll('.', '')
        fc.pre(input.trim().includes(' '))
        expect(companyQuery(input)).not.toHaveProperty('domain')
      }),
    )
  })

  it('the output is normalised: querying it again gives it back', () => {
    fc.assert(
      fc.property(fc.oneof(dressed, fc.string({ unit: 'grapheme' })), (input) => {
        const q = companyQuery(input)
        if ('domain' in q) expect(companyQuery(q.domain)).toEqual(q)
        if ('companyName' in q) expect(companyQuery(q.companyName)).toEqual(q)
      }),
    )
  })

  it('autocomplete never fires below the threshold', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (input) => {
        expect(shouldAutocomplete(input)).toBe([...input.trim()].length >= AUTOCOMPLETE_MIN_CHARS)
        if ([...input.trim()].length < 2) expect(shouldAutocomplete(input)).toBe(false)
      }),
    )
  })
})
