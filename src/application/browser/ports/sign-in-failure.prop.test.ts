import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSignInFailure, SIGN_IN_ERROR_KINDS, signInFailure } from './sign-in-failure.ts'

const kinds = fc.constantFrom(...SIGN_IN_ERROR_KINDS)
const said = fc.record({ code: fc.string(), message: fc.string() })

describe('sign-in failures', () => {
  it('a failure carries its kind, and what the provider said only when it said something', () => {
    fc.assert(
      fc.property(kinds, fc.option(said, { nil: undefined }), (kind, provider) => {
        const failure = signInFailure(kind, provider)
        expect(failure.kind).toBe(kind)
        expect(failure.provider).toEqual(provider)
        expect(isSignInFailure(failure)).toBe(true)
        if (provider === undefined) expect(failure).not.toHaveProperty('provider')
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
