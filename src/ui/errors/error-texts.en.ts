import type { ErrorI18nKey } from './error-i18n-keys.ts'

/**
 * English defaults. Quoted texts of SPEC §8/§4/§5 are kept verbatim, odd capitals included, since the
 * spec is the contract; the rest (marked *) fill texts the spec only describes.
 */
export const ERROR_TEXTS_EN: Readonly<Record<ErrorI18nKey, string>> = {
  'errors.actions.confirm': 'OK', // *
  'errors.actions.cancel': 'Cancel', // *
  'errors.actions.back_home': 'Back to Home',
  'errors.session_expired.title': 'Session expired', // *
  'errors.session_expired.description': 'Your session has expired, please log in again.', // *
  'errors.auth_expired.title': 'Authentication expired',
  'errors.auth_expired.description': 'Your login has expired, please log in again',
  'errors.credits_exceeded': 'Credits Exceeded, Please upgrade your plan',
  'errors.credits_exhausted.title': 'Credits exhausted, please upgrade your plan',
  'errors.credits_exhausted.description':
    'Upgrade to a paid plan for more credits, or add our customer service on chat to get more free test credits.', // *
  'errors.credits_exhausted.learn_more': 'Learn more', // *
  'errors.credits_exhausted.upgrade': 'Upgrade',
  'errors.server_error': 'Server error, please try again later',
  'errors.forbidden': 'You do not have permission to do this.', // *
  'errors.request_failed': 'Request failed, please try again.', // *
  'errors.rate_limited': 'Too many requests, please wait a moment and try again', // *
  'errors.err_401.title': 'Login required', // *
  'errors.err_401.description': 'Please login to continue',
  'errors.err_401.confirm': 'Log in', // *
  'errors.invalid_invite_code': 'invalid invite code, please check and retry',
  'errors.payment_failed': 'payment request failed, please retry later',
  'errors.packet_sign_in.title': 'Authentication Required',
  'errors.packet_sign_in.description': 'Please sign in to purchase packets',
  'errors.packet_sign_in.confirm': 'Sign in', // *
  'errors.invitation.load_failed': 'Failed to load invitations', // *
  'errors.invitation.usage_load_failed': 'Failed to load usage history', // *
  'errors.invitation.create_failed': 'Failed to create invitation', // *
  'errors.invitation.update_failed': 'Failed to update invitation', // *
  'errors.invitation.delete_failed': 'Failed to delete invitation', // *
  'errors.invitation.toggle_failed': 'Failed to change invitation status', // *
  'errors.invitation.invalid_code': 'Invalid invitation code',
  'errors.invitation.validation_failed': 'Validation failed',
  'errors.boundary.title': 'Sorry, something went wrong',
  'errors.boundary.refresh': 'Refresh Page',
  'errors.not_found.title': 'Page Not Found',
}
