import type { ErrorI18nKey } from './error-i18n-keys.ts'

/**
 * What the UI must do about a failure. Texts are i18n keys only; `serverMessage` is shown instead of
 * `messageKey` where the spec says the server's message is shown, the key being the fallback.
 * `runCallerHandlers`: the caller's own error handlers also run afterwards (SPEC §8, token failures).
 */
export type ErrorOutcome =
  | DialogOutcome
  | ToastOutcome
  | InlineOutcome
  | ClearUserAndToastOutcome
  | Silent
  | ErrorPage

export type DialogKind =
  | 'authExpired'
  | 'sessionExpired'
  | 'creditsExhausted'
  | 'signInRequired'
  | 'packetSignIn'

/**
 * What confirming the dialog does. 'signOut' revokes and clears tokens; the provider's end-session
 * redirect brings the user back home, which is the "returns home" of the spec.
 */
export type DialogAction = 'signOut' | 'openSubscriptionInNewWindow' | 'startSignIn'

export type DialogOutcome = {
  readonly _tag: 'Dialog'
  readonly dialog: DialogKind
  readonly titleKey: ErrorI18nKey
  readonly descriptionKey: ErrorI18nKey
  readonly confirmKey: ErrorI18nKey
  /** null: the dialog cannot be dismissed without confirming. */
  readonly cancelKey: ErrorI18nKey | null
  readonly showImage: boolean
  readonly action: DialogAction
  readonly runCallerHandlers: boolean
}

export type ToastOutcome = {
  readonly _tag: 'Toast'
  readonly type: 'error'
  readonly messageKey: ErrorI18nKey
  readonly serverMessage?: string
  readonly runCallerHandlers: boolean
}

/** Shown in place, inside the component that made the call (reveal card, purchase dialog). */
export type InlineOutcome = {
  readonly _tag: 'Inline'
  readonly messageKey: ErrorI18nKey
  readonly descriptionKey: ErrorI18nKey | null
  readonly action: { readonly labelKey: ErrorI18nKey; readonly goTo: 'subscriptionPage' } | null
  readonly runCallerHandlers: boolean
}

export type ClearUserAndToastOutcome = {
  readonly _tag: 'ClearUserAndToast'
  readonly type: 'error'
  readonly messageKey: ErrorI18nKey
  readonly runCallerHandlers: boolean
}

/** Logged only; the user sees nothing. */
export type Silent = { readonly _tag: 'Silent'; readonly runCallerHandlers: boolean }

/** A whole-page replacement: the error boundary or the not-found page. */
export type ErrorPage = {
  readonly _tag: 'ErrorPage'
  readonly page: 'errorBoundary' | 'notFound'
  readonly titleKey: ErrorI18nKey
  /** The error boundary offers 'Refresh Page'; the not-found page does not. */
  readonly refreshKey: ErrorI18nKey | null
  readonly homeKey: ErrorI18nKey
  readonly runCallerHandlers: boolean
}

export const errorToast = (messageKey: ErrorI18nKey, serverMessage?: string): ToastOutcome =>
  serverMessage === undefined
    ? { _tag: 'Toast', type: 'error', messageKey, runCallerHandlers: false }
    : { _tag: 'Toast', type: 'error', messageKey, serverMessage, runCallerHandlers: false }

export const silent: Silent = { _tag: 'Silent', runCallerHandlers: false }

export const inline = (
  messageKey: ErrorI18nKey,
  descriptionKey: ErrorI18nKey | null = null,
  action: InlineOutcome['action'] = null,
): InlineOutcome => ({ _tag: 'Inline', messageKey, descriptionKey, action, runCallerHandlers: false })
