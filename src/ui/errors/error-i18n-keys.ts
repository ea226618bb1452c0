/**
 * Every i18n key the error classification can produce. The UI's en.json / zh.json must hold each one;
 * error-texts.en.ts and error-texts.zh.ts are the source for those entries.
 */
export const ERROR_I18N_KEYS = [
  'errors.actions.confirm',
  'errors.actions.cancel',
  'errors.actions.back_home',
  'errors.session_expired.title',
  'errors.session_expired.description',
  'errors.auth_expired.title',
  'errors.auth_expired.description',
  'errors.credits_exceeded',
  'errors.credits_exhausted.title',
  'errors.credits_exhausted.description',
  'errors.credits_exhausted.learn_more',
  'errors.credits_exhausted.upgrade',
  'errors.server_error',
  'errors.forbidden',
  'errors.request_failed',
  'errors.rate_limited',
  'errors.err_401.title',
  'errors.err_401.description',
  'errors.err_401.confirm',
  'errors.invalid_invite_code',
  'errors.payment_failed',
  'errors.packet_sign_in.title',
  'errors.packet_sign_in.description',
  'errors.packet_sign_in.confirm',
  'errors.invitation.load_failed',
  'errors.invitation.usage_load_failed',
  'errors.invitation.create_failed',
  'errors.invitation.update_failed',
  'errors.invitation.delete_failed',
  'errors.invitation.toggle_failed',
  'errors.invitation.invalid_code',
  'errors.invitation.validation_failed',
  'errors.boundary.title',
  'errors.boundary.refresh',
  'errors.not_found.title',
] as const

export type ErrorI18nKey = (typeof ERROR_I18N_KEYS)[number]
