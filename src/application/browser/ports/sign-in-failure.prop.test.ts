import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  isSignInFailure,
  messageValues,
  SIGN_IN_ERROR_KINDS,
  SIGN_IN_MESSAGE_KEYS,
  signInFailure,
  signInI18nKeys,
} from './sign-in-failure.ts'

const kinds = fc.constantFrom(...SIGN_IN_ERROR_KINDS)
const said = fc.record({ code: fc.string(), message: fc.string() })

describe('sign-in errors', () => {
  it('every kind has its own message key, and no key is left without a kind', () => {
    expect(Object.keys(SIGN_IN_MESSAGE_KEYS).sort()).toEqual([...SIGN_IN_ERROR_KINDS].sort())
    const keys = signInI18nKeys()
    expect(new Set(keys).size).toBe(SIGN_IN_ERROR_KINDS.length)
    for (const key of keys) expect(key).toMatch(/^auth\.errors\.[a-z_]+$/)
  })

  it('a failure always carries the message key of its kind', () => {
    fc.assert(
      fc.property(kinds, fc.option(said, { nil: undefined }), (kind, provider) => {
        const failure = signInFailure(kind, provider)
        return (
          failure.kind === kind &&
          failure.messageKey === SIGN_IN_MESSAGE_KEYS[kind] &&
          isSignInFailure(failure)
        )
      }),
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

  it('nothing but a failure is taken for one', () => {
    fc.assert(fc.property(fc.anything(), (value) => !isSignInFailure(value)))
  })

  it('covers every sign-in client error SPEC §8 lists', () => {
    // In the spec's order: session, authentication, user info, cancel, organizations scope, callback,
    // the callback URI checks, the ID token, algorithms, crypto, the five key-set errors, provider answers.
    expect(SIGN_IN_ERROR_KINDS).toEqual(
      expect.arrayContaining([
        'InvalidSession',
        'SessionNotFound',
        'NotAuthenticated',
        'UserInfoFailed',
        'UserCancelled',
        'MissingOrganizationsScope',
        'UnexpectedCallbackError',
        'CallbackMismatch',
        'CallbackError',
        'MissingState',
        'StateMismatch',
        'MissingCode',
        'InvalidIdToken',
        'InvalidIat',
        'UnsupportedAlgorithm',
        'CryptoUnavailable',
        'KeySetMalformed',
        'KeySetNoMatchingKey',
        'KeySetNotOk',
        'KeySetUnparsable',
        'KeySetTimeout',
        'ProviderError',
        'UnexpectedResponse',
      ]),
    )
  })
})
