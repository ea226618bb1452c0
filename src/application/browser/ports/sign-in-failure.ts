/**
 * What can go wrong while signing in, refreshing a token or reading the session: SPEC §8's "sign-in
 * client errors", in its order, then the product's own two (a provider that cannot be reached, and sign-in
 * configuration that cannot be loaded). Each kind has one message, in both languages (en.json, zh.json).
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

/** The i18n key of each kind's message; a Record, so a new kind without a message does not compile. */
export const SIGN_IN_MESSAGE_KEYS = {
  InvalidSession: 'auth.errors.invalid_session',
  SessionNotFound: 'auth.errors.session_not_found',
  NotAuthenticated: 'auth.errors.not_authenticated',
  UserInfoFailed: 'auth.errors.user_info_failed',
  UserCancelled: 'auth.errors.user_cancelled',
  MissingOrganizationsScope: 'auth.errors.missing_organizations_scope',
  UnexpectedCallbackError: 'auth.errors.unexpected_callback_error',
  CallbackMismatch: 'auth.errors.callback_mismatch',
  CallbackError: 'auth.errors.callback_error',
  MissingState: 'auth.errors.missing_state',
  StateMismatch: 'auth.errors.state_mismatch',
  MissingCode: 'auth.errors.missing_code',
  InvalidIdToken: 'auth.errors.invalid_id_token',
  InvalidIat: 'auth.errors.invalid_iat',
  UnsupportedAlgorithm: 'auth.errors.unsupported_algorithm',
  CryptoUnavailable: 'auth.errors.crypto_unavailable',
  KeySetMalformed: 'auth.errors.key_set_malformed',
  KeySetNoMatchingKey: 'auth.errors.key_set_no_matching_key',
  KeySetNotOk: 'auth.errors.key_set_not_ok',
  KeySetUnparsable: 'auth.errors.key_set_unparsable',
  KeySetTimeout: 'auth.errors.key_set_timeout',
  ProviderError: 'auth.errors.provider_error',
  UnexpectedResponse: 'auth.errors.unexpected_response',
  ProviderUnreachable: 'auth.errors.provider_unreachable',
  SignInUnavailable: 'auth.errors.sign_in_unavailable',
} as const satisfies Record<SignInErrorKind, `auth.errors.${string}`>

export type SignInMessageKey = (typeof SIGN_IN_MESSAGE_KEYS)[SignInErrorKind]

/** What the provider said, when it said something (SPEC §8: "thrown with the provider's code and message"). */
export type ProviderSaid = { readonly code: string; readonly message: string }

export type SignInFailure = {
  readonly _tag: 'SignInFailure'
  readonly kind: SignInErrorKind
  readonly messageKey: SignInMessageKey
  readonly provider?: ProviderSaid
}

export const signInFailure = (kind: SignInErrorKind, provider?: ProviderSaid): SignInFailure =>
  provider === undefined
    ? { _tag: 'SignInFailure', kind, messageKey: SIGN_IN_MESSAGE_KEYS[kind] }
    : { _tag: 'SignInFailure', kind, messageKey: SIGN_IN_MESSAGE_KEYS[kind], provider }

export const isSignInFailure = (value: unknown): value is SignInFailure =>
  typeof value === 'object' && value !== null && (value as { _tag?: unknown })._tag === 'SignInFailure'

/** The values a message may interpolate: `{{code}}` and `{{message}}` (empty when the provider said nothing). */
export const messageValues = (failure: SignInFailure): ProviderSaid => ({
  code: failure.provider?.code ?? '',
  message: failure.provider?.message ?? '',
})

/** Every message key a sign-in failure can carry, so a test can check both language files. */
export const signInI18nKeys = (): readonly SignInMessageKey[] =>
  SIGN_IN_ERROR_KINDS.map((k) => SIGN_IN_MESSAGE_KEYS[k])
