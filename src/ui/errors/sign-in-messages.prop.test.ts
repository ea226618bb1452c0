import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SIGN_IN_ERROR_KINDS, signInFailure } from '../../application/browser/ports/sign-in-failure.ts'
import { messageValues, SIGN_IN_MESSAGE_KEYS, signInI18nKeys, signInMessageKey } from './sign-in-messages.ts'

const kinds = fc.constantFrom(...SIGN_IN_ERROR_KINDS)
const said = fc.record({ code: fc.string(), message: fc.string() })

describe('sign-in messages', () => {
  it('every kind has its own message key, and no key is left without a kind', () => {
    expect(Object.keys(SIGN_IN_MESSAGE_KEYS).sort()).toEqual([...SIGN_IN_ERROR_KINDS].sort())
    const keys = signInI18nKeys()
    expect(new Set(keys).size).toBe(SIGN_IN_ERROR_KINDS.length)
    for (const key of keys) expect(key).toMatch(/^auth\.errors\.[a-z_]+$/)
  })

  it('a failure always shows the message of its kind', () => {
    fc.assert(
      fc.property(
        kinds,
        fc.option(said, { nil: undefined }),
        (kind, provider) => signInMessageKey(signInFailure(kind, provider)) === SIGN_IN_MESSAGE_KEYS[kind],
      ),
    )
  })

  it('a failure keeps what the provider said, and interpolates nothing it did not say', () => {
    fc.assert(
      fc.property(kinds, said, (kind, provider) => {
        expect(messageValues(signInFailure(kind, provider))).toEqual(provider)
        expect(messageValues(signInFailure(kind))).toEqual({ code: '', message: '' })
      }),
    )
  })
})
