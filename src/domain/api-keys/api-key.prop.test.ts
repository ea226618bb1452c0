import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  API_KEY_PREFIX,
  API_KEY_SCOPES,
  type ApiKeyScope,
  grantScopes,
  keyAllows,
  keyText,
  newKeyParts,
  parseKeyText,
} from './api-key.ts'

const random = fc.infiniteStream(fc.nat()).map((stream) => {
  const it = stream[Symbol.iterator]()
  return (bound: number) => (it.next().value as number) % bound
})
const scopes = fc.subarray([...API_KEY_SCOPES])

describe('API keys', () => {
  it('a new key reads back as the parts it was made of, and carries the scanners’ prefix', () => {
    fc.assert(
      fc.property(random, (rand) => {
        const parts = newKeyParts(rand)
        const text = keyText(parts)
        expect(text.startsWith(API_KEY_PREFIX)).toBe(true)
        expect(parseKeyText(text)).toEqual(parts)
      }),
    )
  })

  it('no text but a whole key parses as one (a token, a truncated or padded key)', () => {
    fc.assert(
      fc.property(random, fc.string(), (rand, noise) => {
        const text = keyText(newKeyParts(rand))
        expect(parseKeyText(text.slice(0, -1))).toBeNull()
        expect(parseKeyText(`${text}${noise}x`)).toBeNull()
        expect(parseKeyText(`${noise}x${text}`)).toBeNull()
      }),
    )
  })

  it('a key never gets the admin scope from someone who is not an administrator', () => {
    fc.assert(
      fc.property(scopes, fc.boolean(), (requested, admin) => {
        const granted = grantScopes(requested, admin)
        if (requested.length === 0) {
          expect(granted).toEqual({ _tag: 'NoScope' })
          return
        }
        if (!admin && requested.includes('admin')) {
          expect(granted).toEqual({ _tag: 'AdminScopeNotAllowed' })
          return
        }
        expect(new Set(granted as ApiKeyScope[])).toEqual(new Set(requested))
      }),
    )
  })

  it('a key allows exactly its scopes, and admin only while its user is an administrator', () => {
    fc.assert(
      fc.property(scopes, fc.constantFrom(...API_KEY_SCOPES), fc.boolean(), (held, needed, admin) => {
        expect(keyAllows(held, needed, admin)).toBe(held.includes(needed) && (needed !== 'admin' || admin))
      }),
    )
  })
})
