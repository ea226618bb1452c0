import type {
  ProviderSaid,
  SignInErrorKind,
  SignInFailure,
} from '../../application/browser/ports/sign-in-failure.ts'
import { SIGN_IN_ERROR_KINDS } from '../../application/browser/ports/sign-in-failure.ts'

/**
 * What each sign-in failure says to the user (SPEC §8's sign-in client errors): the i18n key of each
 * kind's message, texts in en.json and zh.json. A Record, so a new kind without a message does not compile.
 */
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

/** The i18n key of a failure's message. */
export const signInMessageKey = (failure: SignInFailure): SignInMessageKey =>
  SIGN_IN_MESSAGE_KEYS[failure.kind]

/** The values a message may interpolate: `{{code}}` and `{{message}}` (empty when the provider said nothing). */
export const messageValues = (failure: SignInFailure): ProviderSaid => ({
  code: failure.provider?.code ?? '',
  message: failure.provider?.message ?? '',
})

/** Every message key a sign-in failure can show, so a test can check both language files. */
export const signInI18nKeys = (): readonly SignInMessageKey[] =>
  SIGN_IN_ERROR_KINDS.map((k) => SIGN_IN_MESSAGE_KEYS[k])
