import type { DialogOutcome } from './error-outcome.ts'

/** Token empty or not obtainable (SPEC §4). Not dismissible: nothing works until the user logs in again. */
export const authExpiredDialog: DialogOutcome = {
  _tag: 'Dialog',
  dialog: 'authExpired',
  titleKey: 'errors.auth_expired.title',
  descriptionKey: 'errors.auth_expired.description',
  confirmKey: 'errors.actions.confirm',
  cancelKey: null,
  showImage: false,
  action: 'signOut',
  // SPEC §8: "Caller-supplied error handlers are also called afterwards."
  runCallerHandlers: true,
}

/** 401 on an admin page (SPEC §8). Not dismissible: the dashboard is unusable without a session. */
export const sessionExpiredDialog: DialogOutcome = {
  _tag: 'Dialog',
  dialog: 'sessionExpired',
  titleKey: 'errors.session_expired.title',
  descriptionKey: 'errors.session_expired.description',
  confirmKey: 'errors.actions.confirm',
  cancelKey: null,
  showImage: false,
  action: 'signOut',
  runCallerHandlers: false,
}

/** 429 without the 'Credits Exceeded' message: learn-more dialog with image (SPEC §8). */
export const creditsExhaustedDialog: DialogOutcome = {
  _tag: 'Dialog',
  dialog: 'creditsExhausted',
  titleKey: 'errors.credits_exhausted.title',
  descriptionKey: 'errors.credits_exhausted.description',
  confirmKey: 'errors.credits_exhausted.learn_more',
  cancelKey: 'errors.actions.cancel',
  showImage: true,
  action: 'openSubscriptionInNewWindow',
  runCallerHandlers: false,
}

/** Plan order by an anonymous visitor (SPEC §8, err_401 keys). */
export const signInRequiredDialog: DialogOutcome = {
  _tag: 'Dialog',
  dialog: 'signInRequired',
  titleKey: 'errors.err_401.title',
  descriptionKey: 'errors.err_401.description',
  confirmKey: 'errors.err_401.confirm',
  cancelKey: 'errors.actions.cancel',
  showImage: false,
  action: 'startSignIn',
  runCallerHandlers: false,
}

/** Packet order by an anonymous visitor (SPEC §8). */
export const packetSignInDialog: DialogOutcome = {
  _tag: 'Dialog',
  dialog: 'packetSignIn',
  titleKey: 'errors.packet_sign_in.title',
  descriptionKey: 'errors.packet_sign_in.description',
  confirmKey: 'errors.packet_sign_in.confirm',
  cancelKey: 'errors.actions.cancel',
  showImage: false,
  action: 'startSignIn',
  runCallerHandlers: false,
}
