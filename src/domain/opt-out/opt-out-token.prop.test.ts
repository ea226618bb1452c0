import { createHash } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { asOptOutToken, hashOptOutToken, newOptOutToken, OPT_OUT_TOKEN_LENGTH } from './opt-out-token.ts'

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')
// A scripted random source: each draw takes the next number, wrapped into [0, bound).
const scripted = (draws: readonly number[]) => {
  let i = 0
  return (bound: number) => (draws[i++ % draws.length] ?? 0) % bound
}

describe('opt-out tokens', () => {
  it('every generated token has the link-safe shape and is accepted back', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 60 }), (draws) => {
        const token = newOptOutToken(scripted(draws))
        expect(token).toHaveLength(OPT_OUT_TOKEN_LENGTH)
        expect(encodeURIComponent(token)).toBe(token)
        expect(asOptOutToken(token)).toBe(token)
      }),
    )
  })

  it('anything not of that shape is refused before it is looked up', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        fc.pre(!/^[A-Za-z0-9_-]{43}$/.test(text))
        expect(asOptOutToken(text)).toBeUndefined()
      }),
    )
  })

  it('the stored hash is deterministic, differs per token, and is not the token', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(), { minLength: 43, maxLength: 43 }),
        fc.array(fc.nat(), { minLength: 43, maxLength: 43 }),
        (x, y) => {
          const [a, b] = [newOptOutToken(scripted(x)), newOptOutToken(scripted(y))]
          expect(hashOptOutToken(a, sha256)).toBe(hashOptOutToken(a, sha256))
          expect(hashOptOutToken(a, sha256) === hashOptOutToken(b, sha256)).toBe(a === b)
          expect(hashOptOutToken(a, sha256)).not.toContain(a)
        },
      ),
    )
  })

  it('a random source answering out of range is a defect', () => {
    expect(() => newOptOutToken(() => 64)).toThrow(RangeError)
  })
})
