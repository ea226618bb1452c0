import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { normaliseOptOutEmail, type OptOutEmail } from './opt-out-email.ts'
import { maskEmail, removalRoute } from './removal-route.ts'

const address = fc.emailAddress({ size: 'small' }).map((a) => a.toLowerCase())
const notAnAddress = fc.constantFrom('', 'n/a', 'ada', 'ada@', '@example.com', 'a b@c.com')

describe('where a removal request goes', () => {
  it('the link goes to an address the data holds for the person, never anywhere else', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(address, notAnAddress), { maxLength: 5 }), (held) => {
        const route = removalRoute(held)
        const usable = held.filter((a) => typeof normaliseOptOutEmail(a) === 'string')
        if (usable.length === 0) expect(route).toEqual({ _tag: 'AdminReview' })
        else expect(route).toEqual({ _tag: 'MailThePerson', to: normaliseOptOutEmail(usable[0] ?? '') })
      }),
    )
  })

  it('with no address held (or the profile not in the data), an admin decides', () => {
    expect(removalRoute([])).toEqual({ _tag: 'AdminReview' })
  })
})

describe('the address shown to the requester', () => {
  it('hides all but the first character of the mailbox and of the domain, and their lengths', () => {
    fc.assert(
      fc.property(address, (raw) => {
        const email = normaliseOptOutEmail(raw) as OptOutEmail
        const masked = maskEmail(email)
        const [local = '', domain = ''] = [
          email.slice(0, email.lastIndexOf('@')),
          email.slice(email.lastIndexOf('@') + 1),
        ]
        expect(masked.startsWith([...local][0] ?? '')).toBe(true)
        expect(masked).toContain('@')
        expect(masked.endsWith(domain.slice(domain.lastIndexOf('.')))).toBe(true)
        // The same shape whatever the hidden lengths: nothing of the address beyond those characters.
        expect(masked.length).toBeLessThanOrEqual(
          [...(local[0] ?? '')].length + 4 + 1 + 3 + domain.length - domain.lastIndexOf('.'),
        )
        if (local.length > 1) expect(masked).not.toContain(local)
      }),
    )
  })

  it('two addresses that differ only after the first characters look the same', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 10, unit: fc.constantFrom('a', 'b', 'c') }),
        (tail) => {
          const a = maskEmail(`x${tail}@mail.example` as OptOutEmail)
          const b = maskEmail('xz@mz.example' as OptOutEmail)
          expect(a).toBe(b)
        },
      ),
    )
  })
})
