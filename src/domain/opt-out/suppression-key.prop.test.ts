import { createHash } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseProfileLink } from '../profiles/profile-link.ts'
import { normaliseOptOutEmail, type OptOutEmail } from './opt-out-email.ts'
import { emailKey, optOutEntries, pepperCheck, personKeys, profileKey } from './suppression-key.ts'

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')

const idChar = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-_éü王'.split(''))
const rawId = fc.string({ unit: idChar, minLength: 1, maxLength: 40 })
// One profile written the many ways people paste it.
const linkForms = (id: string) =>
  fc
    .tuple(
      fc.constantFrom('https://', 'http://', ''),
      fc.constantFrom('www.linkedin.com', 'linkedin.com', 'cn.linkedin.com'),
      fc.constantFrom('', '/', '/?trk=x', '#about'),
      fc.boolean(),
      fc.constantFrom('', ' ', '\t'),
    )
    .map(([scheme, host, tail, upper, pad]) => {
      const link = `${scheme}${host}/in/${encodeURIComponent(id)}${tail}`
      return `${pad}${upper ? link.toUpperCase() : link}${pad}`
    })
const localPart = fc.string({
  unit: fc.constantFrom(...'abcxyz019._+-'.split('')),
  minLength: 1,
  maxLength: 12,
})
const address = fc
  .tuple(localPart, fc.constantFrom('acme.example', 'mail.example.cn'))
  .map(([l, d]) => `${l}@${d}`)
const pepper = fc.string({ maxLength: 24 }).filter((p) => !p.includes('\u0000'))

const idOf = (link: string) => {
  const id = parseProfileLink(link)
  if (typeof id !== 'string') throw new Error(`not a link: ${link}`)
  return id
}
const emailOf = (text: string) => {
  const email = normaliseOptOutEmail(text)
  if (typeof email !== 'string') throw new Error(`not an address: ${text}`)
  return email
}

describe('suppression keys', () => {
  it('one profile gives one key however its link is written', () => {
    fc.assert(
      fc.property(
        rawId.chain((id) => fc.tuple(linkForms(id), linkForms(id))),
        pepper,
        ([a, b], p) => {
          expect(profileKey(idOf(a), p, sha256)).toBe(profileKey(idOf(b), p, sha256))
        },
      ),
    )
  })

  it('one address gives one key whatever its case and surrounding spaces', () => {
    fc.assert(
      fc.property(address, fc.boolean(), fc.constantFrom('', ' ', '\n'), pepper, (email, upper, pad, p) => {
        const typed = `${pad}${upper ? email.toUpperCase() : email}${pad}`
        expect(emailKey(emailOf(typed), p, sha256)).toBe(emailKey(emailOf(email), p, sha256))
      }),
    )
  })

  it('is deterministic, and a stored person is matched by the keys of their own opt-out', () => {
    fc.assert(
      fc.property(rawId, address, pepper, (id, email, p) => {
        const profileId = idOf(`https://www.linkedin.com/in/${encodeURIComponent(id)}`)
        const entries = optOutEntries({ profileId, email: emailOf(email) }, p, sha256)
        expect(optOutEntries({ profileId, email: emailOf(email) }, p, sha256)).toEqual(entries)
        // The importer sees the address as stored (any case): it still meets both keys.
        const stored = personKeys({ profileId, emails: [email.toUpperCase()] }, p, sha256)
        expect(stored).toEqual(entries.map((e) => e.key))
      }),
    )
  })

  it('different identifiers, kinds or peppers never share a key', () => {
    fc.assert(
      fc.property(rawId, rawId, pepper, pepper, (x, y, p, q) => {
        const [a, b] = [
          idOf(`linkedin.com/in/${encodeURIComponent(x)}`),
          idOf(`linkedin.com/in/${encodeURIComponent(y)}`),
        ]
        if (a !== b) expect(profileKey(a, p, sha256)).not.toBe(profileKey(b, p, sha256))
        if (p !== q) expect(profileKey(a, p, sha256)).not.toBe(profileKey(a, q, sha256))
        // The same text as a profile id and as an address (never valid as both, but keys keep them apart).
        expect(profileKey(a, p, sha256)).not.toBe(emailKey(a as string as OptOutEmail, p, sha256))
      }),
    )
  })

  it('a key is 64 hex digits and holds nothing of the identifier or the pepper', () => {
    fc.assert(
      fc.property(rawId, address, pepper, (id, email, p) => {
        const profileId = idOf(`linkedin.com/in/${encodeURIComponent(id)}`)
        for (const { key } of optOutEntries({ profileId, email: emailOf(email) }, p, sha256)) {
          expect(key).toMatch(/^[0-9a-f]{64}$/)
          if (profileId.length >= 3 && /[g-z]/.test(profileId)) expect(key).not.toContain(profileId)
        }
        expect(pepperCheck(p, sha256)).toMatch(/^[0-9a-f]{64}$/)
      }),
    )
  })

  it('the pepper check tells peppers apart', () => {
    fc.assert(
      fc.property(pepper, pepper, (p, q) => {
        expect(pepperCheck(p, sha256) === pepperCheck(q, sha256)).toBe(p === q)
      }),
    )
  })
})
