import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isReservedDomain } from './reserved-domain.ts'

const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/)

describe('reserved domains', () => {
  it('every name under .example, .test, .invalid or .localhost is reserved, in any case', () => {
    fc.assert(
      fc.property(
        fc.array(label, { minLength: 1, maxLength: 3 }),
        fc.constantFrom('example', 'test', 'invalid', 'localhost'),
        (labels, top) => {
          expect(isReservedDomain([...labels, top].join('.'))).toBe(true)
          expect(isReservedDomain([...labels, top].join('.').toUpperCase())).toBe(true)
        },
      ),
    )
  })

  it('example.com, .net and .org and their subdomains are reserved; ordinary domains are not', () => {
    expect(isReservedDomain('example.com')).toBe(true)
    expect(isReservedDomain('mail.example.org')).toBe(true)
    expect(isReservedDomain('leadlens.example')).toBe(true)
    expect(isReservedDomain('example.co.uk')).toBe(false)
    expect(isReservedDomain('gmail.com')).toBe(false)
    expect(isReservedDomain('testing.io')).toBe(false)
  })
})
