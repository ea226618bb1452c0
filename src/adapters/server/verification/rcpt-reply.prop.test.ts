import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readRcptReply } from './rcpt-reply.ts'

const words = fc.constantFrom(
  'ok',
  'mailbox full',
  'quota exceeded',
  'user unknown',
  'no such user',
  'blocked using a blocklist',
  'policy',
  'try again later',
  'syntax error',
  'relay denied',
  '',
)
const enhanced = fc.oneof(
  fc.constant(''),
  fc
    .tuple(fc.constantFrom(2, 4, 5), fc.integer({ min: 0, max: 7 }), fc.integer({ min: 0, max: 10 }))
    .map(([c, s, d]) => `${c}.${s}.${d}`),
)
const reply = fc
  .tuple(fc.integer({ min: 200, max: 599 }), enhanced, words, words)
  .map(([code, status, a, b]) => ({ code, text: [status, a, b].filter(Boolean).join(' ') }))

describe('reading a reply to RCPT TO', () => {
  it('only a 5xx can say a mailbox does not exist; a 2xx is always accepted', () => {
    fc.assert(
      fc.property(reply, (r) => {
        const tag = readRcptReply(r)._tag
        if (tag === 'NoSuchMailbox') expect(r.code).toBeGreaterThanOrEqual(500)
        expect(tag === 'Accepted').toBe(r.code < 300)
      }),
    )
  })

  it('a full mailbox (552, X.2.2) is never called missing nor blamed on us, and its reason says it is full', () => {
    fc.assert(
      fc.property(words, fc.constantFrom(552, 550, 452), (extra, code) => {
        const answer = readRcptReply({ code, text: `${code >= 500 ? 5 : 4}.2.2 ${extra}`.trim() })
        expect(answer._tag).not.toBe('NoSuchMailbox')
        expect(answer._tag).not.toBe('RefusedUs')
        if (answer._tag !== 'Accepted') expect(answer.meaning).toMatch(/mailbox is full/)
      }),
    )
  })

  it('a policy refusal (5.7.x) never makes a mailbox missing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 500, max: 599 }),
        fc.integer({ min: 0, max: 30 }),
        words,
        (code, detail, extra) => {
          expect(readRcptReply({ code, text: `5.7.${detail} ${extra}` })._tag).toBe('RefusedUs')
        },
      ),
    )
  })

  it('every refusal says what its code means, in words of its own', () => {
    fc.assert(
      fc.property(reply, (r) => {
        const answer = readRcptReply(r)
        if (answer._tag !== 'Accepted') expect(answer.meaning.length).toBeGreaterThan(5)
      }),
    )
  })
})
