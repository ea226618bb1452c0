/**
 * What can go wrong while signing in, refreshing a token or reading the session: SPEC §8's "sign-in
 * client errors", in its order, then the product's own two (a provider that cannot be reached, and sign-in
 * configuration that cannot be loaded). The Identity port's expected failure; what each kind says to the
 * user is the UI's (src/ui/errors/sign-in-messages.ts).
 */
export const SIGN_IN_ERROR_KINDS = [
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
  'ProviderUnreachable',
  'SignInUnavailable',
] as const

export type SignInErrorKind = (typeof SIGN_IN_ERROR_KINDS)[number]

/** What the provider said, when it said something (SPEC §8: "thrown with the provider's code and message"). */
export type ProviderSaid = { readonly code: string; readonly message: string }

export type SignInFailure = {
  readonly _tag: 'SignInFailure'
  readonly kind: SignInErrorKind
  readonly provider?: ProviderSaid
}

export const signInFailure = (kind: SignInErrorKind, provider?: ProviderSaid): SignInFailure =>
  provider === undefined ? { _tag: 'SignInFailure', kind } : { _tag: 'SignInFailure', kind, provider }

export const isSignInFailure = (value: unknown): value is SignInFailure =>
  typeof value === 'object' && value !== null && (value as { _tag?: unknown })._tag === 'SignInFailure'
