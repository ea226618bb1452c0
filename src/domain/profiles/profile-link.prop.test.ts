import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseProfileId } from './profile-id.ts'
import { parseProfileLink, profileLinkFor } from './profile-link.ts'

const idChar = fc.constantFrom(
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_éÉ王小明'.split(''),
)
const rawId = fc.string({ unit: idChar, minLength: 1, maxLength: 100 })
const host = fc.constantFrom('www.linkedin.com', 'linkedin.com', 'cn.linkedin.com')
const suffix = fc.constantFrom('', '/', '/details/experience')
const validLink = fc
  .tuple(fc.constantFrom('https://', 'http://', ''), host, rawId, suffix)
  .map(([scheme, h, id, tail]) => `${scheme}${h}/in/${encodeURIComponent(id)}${tail}`)
const tail = fc.tuple(fc.string(), fc.string()).map(([q, f]) => `?${q}#${f}`)

const idOf = (link: string) => {
  const id = parseProfileLink(link)
  if (typeof id !== 'string') throw new Error(`expected a valid link: ${link}`)
  return id
}

describe('profile link properties', () => {
  it('the id of a valid link is stable under re-normalisation', () => {
    fc.assert(
      fc.property(validLink, (link) => {
        const id = idOf(link)
        expect(parseProfileId(id)).toBe(id)
        expect(parseProfileLink(profileLinkFor(id))).toBe(id)
      }),
    )
  })

  it('the id does not change with the case of the link', () => {
    fc.assert(
      fc.property(validLink, (link) => {
        expect(parseProfileLink(link.toUpperCase())).toBe(idOf(link))
        expect(parseProfileLink(link.toLowerCase())).toBe(idOf(link))
      }),
    )
  })

  it('the id does not change when a query string or fragment is added', () => {
    fc.assert(
      fc.property(validLink, tail, (link, extra) => {
        expect(parseProfileLink(`${link}${extra}`)).toBe(idOf(link))
      }),
    )
  })

  it('links without /in/ are always rejected', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (link) => {
        fc.pre(!link.toLowerCase().includes('/in/'))
        expect(parseProfileLink(link)).toEqual({ _tag: 'InvalidProfileLink' })
      }),
    )
  })

  it('parsing any text never throws and yields an id or the invalid-link error', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
        const r = parseProfileLink(`https://www.linkedin.com/in/${text}`)
        if (typeof r === 'string') expect(parseProfileId(r)).toBe(r)
        else expect(r._tag).toBe('InvalidProfileLink')
      }),
    )
  })
})
