import { errors } from 'jose'
import { ErrorResponse, ErrorTimeout } from 'oidc-client-ts'
import { describe, expect, it } from 'vitest'
import { failureFrom } from './oidc-failures.ts'

const said = (error: string, error_description?: string) =>
  new ErrorResponse(error_description === undefined ? { error } : { error, error_description })

describe('failures from oidc-client-ts', () => {
  it.each([
    ['No matching state found in storage', 'SessionNotFound'],
    ['No state in response', 'MissingState'],
    ['State does not match', 'StateMismatch'],
    ['Expected code in response', 'MissingCode'],
    ['No client_id on state', 'InvalidSession'],
    ['authority mismatch on settings vs. signin state', 'InvalidSession'],
    ['Crypto.subtle is available only in secure contexts (HTTPS).', 'CryptoUnavailable'],
    ['ID Token is missing a subject claim', 'InvalidIdToken'],
    ['Invalid response Content-Type: text/html, from URL: x', 'UnexpectedResponse'],
    ['Bad Gateway (502)', 'UnexpectedResponse'],
    ['Failed to fetch', 'ProviderUnreachable'],
  ])('"%s" is %s', (message, kind) => {
    expect(failureFrom(new Error(message), 'callback').kind).toBe(kind)
  })

  it('a provider error answer keeps the provider’s code and message', () => {
    expect(failureFrom(said('invalid_grant', 'grant request is invalid'), 'refresh')).toEqual({
      _tag: 'SignInFailure',
      kind: 'ProviderError',
      provider: { code: 'invalid_grant', message: 'grant request is invalid' },
    })
  })

  it('an error carried by the callback is the callback’s, and access_denied is the user cancelling', () => {
    expect(failureFrom(said('access_denied'), 'callback', true).kind).toBe('UserCancelled')
    expect(failureFrom(said('login_required', 'no session'), 'callback', true)).toMatchObject({
      kind: 'CallbackError',
      provider: { code: 'login_required', message: 'no session' },
    })
  })

  it('a timeout is an unreachable provider', () => {
    expect(failureFrom(new ErrorTimeout('Network timed out'), 'refresh').kind).toBe('ProviderUnreachable')
    expect(failureFrom(new DOMException('timed out', 'TimeoutError'), 'refresh').kind).toBe(
      'ProviderUnreachable',
    )
  })

  it.each([
    ['signIn', 'SignInUnavailable'],
    ['callback', 'UnexpectedCallbackError'],
    ['refresh', 'UnexpectedResponse'],
    ['idToken', 'InvalidIdToken'],
  ] as const)('an error nobody recognises during %s is %s', (stage, kind) => {
    expect(failureFrom(new Error('something odd'), stage).kind).toBe(kind)
    expect(failureFrom('not even an error', stage).kind).toBe(kind)
  })
})

describe('failures from jose', () => {
  it.each([
    [new errors.JWKSTimeout(), 'KeySetTimeout'],
    [new errors.JWKSNoMatchingKey(), 'KeySetNoMatchingKey'],
    [new errors.JWKSInvalid('JSON Web Key Set malformed'), 'KeySetMalformed'],
    [new errors.JOSEError('Expected 200 OK from the JSON Web Key Set HTTP response'), 'KeySetNotOk'],
    [new errors.JOSEError('Failed to parse the JSON Web Key Set HTTP response as JSON'), 'KeySetUnparsable'],
    [
      new errors.JOSEAlgNotAllowed('"alg" (Algorithm) Header Parameter value not allowed'),
      'UnsupportedAlgorithm',
    ],
    [new errors.JOSENotSupported('Unsupported "alg" value'), 'UnsupportedAlgorithm'],
    [new errors.JWSSignatureVerificationFailed(), 'InvalidIdToken'],
    [new errors.JWTExpired('"exp" claim timestamp check failed', {}), 'InvalidIdToken'],
    [new errors.JWTClaimValidationFailed('unexpected "aud" claim value', {}, 'aud'), 'InvalidIdToken'],
    [new errors.JWTClaimValidationFailed('"iat" claim timestamp check failed', {}, 'iat'), 'InvalidIat'],
  ])('%s is %s', (error, kind) => {
    expect(failureFrom(error, 'idToken').kind).toBe(kind)
  })
})
