import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { whatsappLink } from './whatsapp-link.ts'

describe('the WhatsApp link of a phone', () => {
  it('a link carries exactly the phone’s digits, in order, after wa.me/', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\+[1-9][0-9]{7,14}$/), fc.constantFrom('', ' ', '-'), (e164, sep) => {
        const spaced = `${e164.slice(0, 3)}${sep}${e164.slice(3)}`
        expect(whatsappLink(spaced)).toBe(`https://wa.me/${e164.slice(1)}`)
      }),
    )
  })

  it('never links to anything but wa.me digits, whatever the value', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const link = whatsappLink(value)
        if (link !== null) expect(link).toMatch(/^https:\/\/wa\.me\/\d{6,}$/)
      }),
    )
  })

  it('gives no link for a value with too few digits', () => {
    expect(whatsappLink('+** ****')).toBeNull()
    expect(whatsappLink('')).toBeNull()
  })
})
