import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { maskEmail, maskPhone } from './mask.ts'

const localPart = fc.stringMatching(/^[a-z0-9._-]{2,30}$/)
const domain = fc.stringMatching(/^[a-z0-9-]{1,20}\.example$/)

describe('masking unrevealed contacts', () => {
  it('a masked email keeps its domain and never shows the local part beyond its first character', () => {
    fc.assert(
      fc.property(localPart, domain, (local, host) => {
        const masked = maskEmail(`${local}@${host}`)
        expect(masked).toBe(`${local[0]}****@${host}`)
      }),
    )
  })

  it('a masked phone hides all but at most 4 of its digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\+[1-9][0-9]{7,14}$/), (phone) => {
        const shown = maskPhone(phone).replace(/\D/g, '')
        expect(shown.length).toBeLessThanOrEqual(4)
        expect(phone.replace(/\D/g, '').endsWith(shown.slice(-2))).toBe(true)
      }),
    )
  })

  it('masks malformed values without throwing', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(typeof maskEmail(value)).toBe('string')
        expect(typeof maskPhone(value)).toBe('string')
      }),
    )
  })
})
