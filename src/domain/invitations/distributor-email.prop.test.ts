import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  DISTRIBUTOR_EMAIL_MAX_LENGTH,
  invalidDistributorEmail,
  validateDistributorEmail,
} from './distributor-email.ts'

const local = fc.stringMatching(/^[a-z0-9._%+-]{1,30}$/)
const host = fc.stringMatching(/^[a-z0-9-]{1,20}\.[a-z]{2,10}$/)

describe('distributor email', () => {
  it('an address-shaped email is accepted, trimmed', () => {
    fc.assert(
      fc.property(local, host, fc.constantFrom('', ' ', '\t'), (l, h, pad) => {
        expect(validateDistributorEmail(`${pad}${l}@${h}${pad}`)).toBe(`${l}@${h}`)
      }),
    )
  })

  it('blank means none', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\s*$/), (blank) => {
        expect(validateDistributorEmail(blank)).toBeNull()
      }),
    )
    expect(validateDistributorEmail(undefined)).toBeNull()
  })

  it('text without an @, or with spaces inside, is refused, never thrown on', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = validateDistributorEmail(text)
        if (!text.includes('@') && text.trim() !== '') expect(result).toBe(invalidDistributorEmail)
      }),
    )
    expect(validateDistributorEmail('ada lovelace@x.example')).toBe(invalidDistributorEmail)
    expect(validateDistributorEmail(`${'a'.repeat(DISTRIBUTOR_EMAIL_MAX_LENGTH)}@x.example`)).toBe(
      invalidDistributorEmail,
    )
  })
})
