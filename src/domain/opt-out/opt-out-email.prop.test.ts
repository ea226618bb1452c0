import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { normaliseOptOutEmail } from './opt-out-email.ts'

const address = fc.emailAddress({ size: 'small' })

describe('opt-out email addresses', () => {
  it('normalising is idempotent and ignores case and surrounding space', () => {
    fc.assert(
      fc.property(address, fc.constantFrom('', ' ', '\t '), (email, pad) => {
        const once = normaliseOptOutEmail(`${pad}${email.toUpperCase()}${pad}`)
        expect(once).toBe(email.toLowerCase())
        if (typeof once === 'string') expect(normaliseOptOutEmail(once)).toBe(once)
      }),
    )
  })

  it('refuses text without one @ and a dotted domain, and any line break (no header injection)', () => {
    for (const bad of ['', 'ada', 'ada@', '@example.com', 'ada@example', 'a b@example.com', 'a@b@c.com'])
      expect(normaliseOptOutEmail(bad)).toMatchObject({ code: 'OPT_OUT_EMAIL_INVALID' })
    fc.assert(
      fc.property(address, fc.constantFrom('\r\n', '\n', '\r', '\u0000'), (email, br) => {
        const [local, domain] = email.split('@')
        expect(typeof normaliseOptOutEmail(`${local}${br}Bcc: x@y.z@${domain}`)).toBe('object')
      }),
    )
  })

  it('refuses addresses longer than a mail path may be', () => {
    expect(normaliseOptOutEmail(`${'a'.repeat(250)}@b.cn`)).toMatchObject({ _tag: 'InvalidOptOutEmail' })
  })
})
