import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { EMAIL_PATTERNS, renderPattern } from './email-pattern.ts'
import { confidenceOf } from './finder-confidence.ts'
import { candidateAddresses, learnPatterns } from './pattern-learning.ts'
import { type NameParts, nameParts, namePartsOfFullName, normaliseNamePart } from './person-name.ts'

const part = fc.stringMatching(/^[a-z]{1,10}$/)
const name: fc.Arbitrary<NameParts> = fc.record({
  first: fc.array(part, { minLength: 1, maxLength: 2 }),
  last: fc.array(part, { minLength: 1, maxLength: 2 }),
})
const pattern = fc.constantFrom(...EMAIL_PATTERNS)
// Any text people type as a name: accents, hyphens, apostrophes, other scripts.
const typedName = fc.string({ unit: 'grapheme', maxLength: 20 })

describe('the email finder’s patterns', () => {
  it('a learned pattern regenerates the addresses it was learned from', () => {
    fc.assert(
      fc.property(pattern, fc.array(name, { minLength: 1, maxLength: 20 }), (p, names) => {
        const known = names.map((n) => ({ name: n, localPart: renderPattern(p, n) }))
        const learned = learnPatterns(known)
        expect(learned.counts[0]?.count).toBe(names.length)
        for (const { name: n, localPart } of known)
          expect(candidateAddresses(n, 'acme.io', learned)[0]?.address).toBe(`${localPart}@acme.io`)
      }),
    )
  })

  it('candidates are unique, lower-case and well-formed, whatever the name', () => {
    fc.assert(
      fc.property(
        typedName,
        typedName,
        fc.array(fc.tuple(name, pattern), { maxLength: 10 }),
        (first, last, seen) => {
          const parts = nameParts(first, last)
          if (parts === null) return
          const learned = learnPatterns(seen.map(([n, p]) => ({ name: n, localPart: renderPattern(p, n) })))
          const addresses = candidateAddresses(parts, 'Acme.IO', learned).map((c) => c.address)
          expect(new Set(addresses).size).toBe(addresses.length)
          for (const address of addresses) {
            expect(address).toBe(address.toLowerCase())
            expect(address).toMatch(/^[a-z0-9]+([._-][a-z0-9]+)*@acme\.io$/)
          }
        },
      ),
    )
  })

  it('a name part keeps only ASCII letters and digits: accents, apostrophes and hyphens handled', () => {
    fc.assert(
      fc.property(typedName, (text) => {
        for (const piece of normaliseNamePart(text)) expect(piece).toMatch(/^[a-z0-9]+$/)
      }),
    )
    expect(nameParts('José', 'Müller-Lüdenscheidt')).toEqual({
      first: ['jose'],
      last: ['muller', 'ludenscheidt'],
    })
    expect(nameParts('Seán', "O'Brien")).toEqual({ first: ['sean'], last: ['obrien'] })
    expect(nameParts('Lǚ', 'Zhāng')).toEqual({ first: ['lu'], last: ['zhang'] })
    expect(nameParts('伟', '张')).toBeNull()
    expect(nameParts('123', '456')).toBeNull()
  })

  it('confidence stays within 0–100, proof beats any pattern, and more agreeing addresses never lower it', () => {
    fc.assert(
      fc.property(pattern, fc.nat(50), fc.nat(50), (p, a, b) => {
        const of = Math.max(a, b, 1)
        const lower = confidenceOf(
          { address: 'x@acme.io', pattern: p, seen: Math.min(a, b), of },
          'accept_all',
        )
        const higher = confidenceOf(
          { address: 'x@acme.io', pattern: p, seen: Math.max(a, b), of },
          'accept_all',
        )
        const proof = confidenceOf({ address: 'x@acme.io', pattern: p, seen: 0, of }, 'valid')
        expect(lower.score).toBeGreaterThanOrEqual(0)
        expect(higher.score).toBeLessThanOrEqual(100)
        expect(higher.score).toBeGreaterThanOrEqual(lower.score)
        expect(proof.score).toBeGreaterThan(higher.score)
      }),
    )
  })
})

describe('a held full name', () => {
  it('splits into the first word and the rest, as nameParts of the two reads them', () => {
    fc.assert(
      fc.property(fc.array(part, { minLength: 2, maxLength: 4 }), (words) => {
        expect(namePartsOfFullName(`  ${words.join('  ')} `)).toEqual(
          nameParts(words[0] ?? '', words.slice(1).join(' ')),
        )
      }),
    )
    expect(namePartsOfFullName('Anna Maria Schmidt')).toEqual({ first: ['anna'], last: ['maria', 'schmidt'] })
    expect(namePartsOfFullName('Cher')).toBeNull()
  })
})
