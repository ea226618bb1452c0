import {
  type SignInErrorKind,
  type SignInFailure,
  signInFailure,
} from '../../../application/browser/ports/sign-in-failure.ts'

/** Where the error happened: it decides what an error nobody recognises means. */
export type FailureStage = 'signIn' | 'callback' | 'refresh' | 'idToken'

const FALLBACK: Record<FailureStage, SignInErrorKind> = {
  signIn: 'SignInUnavailable',
  callback: 'UnexpectedCallbackError',
  refresh: 'UnexpectedResponse',
  idToken: 'InvalidIdToken',
}

// oidc-client-ts throws plain Errors; their messages are the only way to tell them apart.
const OIDC_CLIENT_MESSAGES: ReadonlyArray<readonly [RegExp, SignInErrorKind]> = [
  [/No matching state found in storage/i, 'SessionNotFound'],
  [/No state in response/i, 'MissingState'],
  [/State does not match/i, 'StateMismatch'],
  [/Expected code in response/i, 'MissingCode'],
  [/on state|vs\. signin state|invalid request_type in state/i, 'InvalidSession'],
  [/Crypto\.subtle is available only in secure contexts/i, 'CryptoUnavailable'],
  [/id_token|ID Token|Invalid token specified|JWT/i, 'InvalidIdToken'],
  [/Network timed out|Failed to fetch|NetworkError|Load failed|fetch failed/i, 'ProviderUnreachable'],
  [/Invalid response Content-Type|\(\d{3}\)|JSON/i, 'UnexpectedResponse'],
]

// jose's errors carry codes; the key-set ones are SPEC §8's five key-set errors.
const JOSE_CODES: Readonly<Record<string, SignInErrorKind>> = {
  ERR_JWKS_TIMEOUT: 'KeySetTimeout',
  ERR_JWKS_NO_MATCHING_KEY: 'KeySetNoMatchingKey',
  ERR_JWKS_MULTIPLE_MATCHING_KEYS: 'KeySetNoMatchingKey',
  ERR_JWKS_INVALID: 'KeySetMalformed',
  ERR_JOSE_ALG_NOT_ALLOWED: 'UnsupportedAlgorithm',
  ERR_JOSE_NOT_SUPPORTED: 'UnsupportedAlgorithm',
  ERR_JWT_EXPIRED: 'InvalidIdToken',
  ERR_JWS_SIGNATURE_VERIFICATION_FAILED: 'InvalidIdToken',
  ERR_JWS_INVALID: 'InvalidIdToken',
  ERR_JWT_INVALID: 'InvalidIdToken',
  ERR_JWK_INVALID: 'KeySetMalformed',
}

const joseKind = (error: { code: string; message: string; claim?: unknown }): SignInErrorKind | undefined => {
  if (error.code === 'ERR_JWT_CLAIM_VALIDATION_FAILED')
    return error.claim === 'iat' ? 'InvalidIat' : 'InvalidIdToken'
  if (error.code === 'ERR_JOSE_GENERIC') {
    if (/Expected 200 OK/i.test(error.message)) return 'KeySetNotOk'
    if (/Failed to parse the JSON Web Key Set/i.test(error.message)) return 'KeySetUnparsable'
  }
  return JOSE_CODES[error.code]
}

const isJoseError = (error: unknown): error is { code: string; message: string; claim?: unknown } => {
  const code = error instanceof Error ? (error as Error & { code?: unknown }).code : undefined
  return typeof code === 'string' && code.startsWith('ERR_J')
}

/** oidc-client-ts's ErrorResponse: the provider answered with an OAuth error (RFC 6749 §4.1.2.1, §5.2). */
const providerError = (error: unknown): { error: string; description: string } | undefined => {
  if (!(error instanceof Error) || error.name !== 'ErrorResponse') return undefined
  const { error: code, error_description: description } = error as Error & {
    error?: unknown
    error_description?: unknown
  }
  if (typeof code !== 'string') return undefined
  return { error: code, description: typeof description === 'string' ? description : '' }
}

/**
 * Turns whatever oidc-client-ts or jose threw into a SPEC §8 failure. `callbackCarriedError`: the
 * callback address itself had `error=` (the provider refused before any token request), which is the
 * "error found in callback" kind, or the user cancelling when the error is `access_denied`.
 */
export const failureFrom = (
  error: unknown,
  stage: FailureStage,
  callbackCarriedError = false,
): SignInFailure => {
  const said = providerError(error)
  if (said !== undefined) {
    const provider = { code: said.error, message: said.description }
    if (!callbackCarriedError) return signInFailure('ProviderError', provider)
    return said.error === 'access_denied'
      ? signInFailure('UserCancelled')
      : signInFailure('CallbackError', provider)
  }
  if (error instanceof Error && error.name === 'ErrorTimeout') return signInFailure('ProviderUnreachable')
  if (isJoseError(error)) return signInFailure(joseKind(error) ?? FALLBACK[stage])
  if (error instanceof Error) {
    if (error.name === 'TimeoutError' || error.name === 'AbortError')
      return signInFailure('ProviderUnreachable')
    const known = OIDC_CLIENT_MESSAGES.find(([pattern]) => pattern.test(error.message))
    if (known !== undefined) return signInFailure(known[1])
  }
  return signInFailure(FALLBACK[stage])
}
