import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { instant } from '../../../domain/shared/instant.ts'
import { decodeHeaderValue, encodeHeaderValue, formatEml, parseEml } from './eml-format.ts'

// Texts as people write them: any script, emoji, line breaks; no lone surrogates (not UTF-8).
const text = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  // A line past RFC 5322's 998 octets (a pasted paragraph) sends the body as base64.
  fc
    .tuple(fc.string({ unit: 'grapheme', maxLength: 20 }), fc.integer({ min: 250, max: 400 }))
    .map(([t, n]) => `${t}${'长'.repeat(n)}${t}`),
)
const subject = fc.string({ unit: 'grapheme', maxLength: 120 }).map((s) => s.replace(/[\r\n\t]/g, ' ').trim())
const sentAt = fc.integer({ min: 0, max: 4_000_000_000 }).map((s) => instant(s * 1000))

describe('.eml format', () => {
  it('every message reads back exactly as it was sent (line ends as "\\n")', () => {
    fc.assert(
      fc.property(subject, text, sentAt, (s, t, at) => {
        const mail = {
          id: 'm-1',
          from: 'A <a@x.example>',
          to: 'b@y.example',
          subject: s,
          text: t,
          sentAt: at,
        }
        const expected = { ...mail, text: t.replace(/\r\n?/g, '\n') }
        expect(parseEml(formatEml(mail), 'm-1')).toEqual(expected)
      }),
    )
  })

  it('headers are ASCII and no line exceeds 998 octets, whatever the text', () => {
    fc.assert(
      fc.property(subject, text, fc.nat({ max: 3000 }), (s, t, repeat) => {
        const long = `${t}${'汉'.repeat(repeat)}`
        const eml = formatEml({
          id: 'm',
          from: 'a@x.example',
          to: 'b@y.example',
          subject: s,
          text: long,
          sentAt: instant(0),
        })
        const [head = ''] = eml.split('\r\n\r\n')
        expect(head).toMatch(/^[\x20-\x7e\r\n]*$/)
        for (const line of eml.split('\r\n'))
          expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(998)
      }),
    )
  })

  it('encoded-words are at most 75 characters and decode to the header', () => {
    fc.assert(
      fc.property(subject, (s) => {
        const encoded = encodeHeaderValue(s)
        for (const word of encoded.split('\r\n '))
          expect(word.length <= 75 || /^[\x20-\x7e]*$/.test(s)).toBe(true)
        expect(decodeHeaderValue(encoded)).toBe(s)
      }),
    )
  })
})
