/*
 * The browser side's one table from failure to what the user sees (DESIGN rule 10).
 * First matching row wins. [spec] = SPEC §8/§4 line; [decided] = gap filled here.
 *
 *  #  context              status                         outcome
 *  1  any                  'render'                       error boundary page            [spec]
 *  2  any                  'not-found'                    not-found page                 [spec]
 *  3  any                  'no-token'                     authExpired dialog, callers too [spec]
 *     tokenRefresh         any                            authExpired dialog, callers too [spec]
 *  3b profileReveal,       429 + code RATE_LIMITED        inline rate_limited, no button: waiting, not
 *     invitationValidate                                  paying, is the way out; neither 429 of §8 [decided]
 *     companySearch        429 + code RATE_LIMITED        Silent (logged only), as its other failures [spec]
 *     every other context  429 + code RATE_LIMITED        toast rate_limited              [decided]
 *  4  userInfo             401                            clear user + toast session_expired.title [spec]
 *     profileReveal        429 (any message)              inline credits_exhausted + Upgrade [spec]
 *     order                401 (admin page or not)        signInRequired dialog (err_401) [spec]
 *     order                400, message mentions invit…   toast server message, fallback invalid_invite_code [spec]
 *     order                400, blank/no message          toast invalid_invite_code: the code is the only
 *                                                         free-text field of an order     [decided]
 *     packetOrder          401                            packetSignIn dialog            [spec]
 *     invitationValidate   400 / 404 / 422                inline 'Invalid invitation code' [decided]
 *     invitationValidate   5xx / network / timeout        inline 'Validation failed'     [decided]
 *  5  any (shared client)  401 on an admin page           sessionExpired dialog          [spec]
 *     any (shared client)  429 + 'Credits Exceeded'       toast credits_exceeded         [spec]
 *     any (shared client)  other 429 (no RATE_LIMITED)    creditsExhausted dialog        [spec]
 *  6  profileReveal, companySearch, packetOrder: rest     Silent (logged only)           [spec]
 *     invitationValidate   rest                           inline 'Validation failed'     [decided]
 *     every other context  5xx                            toast server_error            [spec: 500; decided: 5xx]
 *     every other context  network / timeout              toast server_error: the user cannot tell
 *                                                         these apart from a server fault [decided]
 *     api                  401 off admin pages            Silent: public pages own their sign-in
 *                                                         prompts; the userInfo 401 reports the session [decided]
 *     api, userInfo        403                            toast forbidden                [decided]
 *     api, userInfo        anything else                  toast request_failed           [decided]
 *     order                anything else                  toast payment_failed           [spec]
 *     invitationList/Usage/Delete/Toggle  anything else   toast invitation.<op>_failed   [spec]
 *     invitationCreate/Update             anything else   toast server message if non-blank,
 *                                                         fallback invitation.<op>_failed [spec]
 *
 * Server messages of 5xx replies are never shown: they are not written for users.
 * Any other status (1xx-3xx, 0, negatives, fractions) simply falls to the context's last row.
 */
import { CREDITS_EXCEEDED_MESSAGE, ERROR_CODES } from '../../adapters/http-contract/error-codes.ts'
import { isAdminPage } from './admin-page.ts'
import type { ErrorContext, ErrorInput, ErrorStatus } from './error-context.ts'
import {
  authExpiredDialog,
  creditsExhaustedDialog,
  packetSignInDialog,
  sessionExpiredDialog,
  signInRequiredDialog,
} from './error-dialogs.ts'
import type { ErrorI18nKey } from './error-i18n-keys.ts'
import { type ErrorOutcome, errorToast, inline, silent } from './error-outcome.ts'
import { errorBoundaryPage, notFoundPage } from './error-pages.ts'

const isServerError = (status: ErrorStatus): boolean =>
  typeof status === 'number' && Number.isInteger(status) && status >= 500 && status <= 599

/** No usable answer from the service: a 5xx, or no answer at all. */
const isUnavailable = (status: ErrorStatus): boolean =>
  status === 'network' || status === 'timeout' || isServerError(status)

const nonBlank = (message: string | undefined): string | undefined =>
  message !== undefined && message.trim() !== '' ? message : undefined

const mentionsInviteCode = (message: string): boolean => /invit/i.test(message)

const SILENT_CONTEXTS: ReadonlySet<ErrorContext> = new Set(['profileReveal', 'companySearch', 'packetOrder'])

const INVITATION_FAILURE: Partial<Record<ErrorContext, ErrorI18nKey>> = {
  invitationList: 'errors.invitation.load_failed',
  invitationUsage: 'errors.invitation.usage_load_failed',
  invitationCreate: 'errors.invitation.create_failed',
  invitationUpdate: 'errors.invitation.update_failed',
  invitationDelete: 'errors.invitation.delete_failed',
  invitationToggle: 'errors.invitation.toggle_failed',
}

const validationFailed = inline('errors.invitation.validation_failed')

const INLINE_CONTEXTS: ReadonlySet<ErrorContext> = new Set(['profileReveal', 'invitationValidate'])

/** Row 3b: the service's rate limit, told apart from both 429s of SPEC §8 by its code. */
const rateLimitRule = ({ context, status, code }: ErrorInput): ErrorOutcome | undefined => {
  if (status !== 429 || code !== ERROR_CODES.rateLimited) return undefined
  if (INLINE_CONTEXTS.has(context)) return inline('errors.rate_limited')
  return context === 'companySearch' ? silent : errorToast('errors.rate_limited')
}

/** Row 4: the reactions the spec gives a particular call. */
const contextRule = ({ context, status, message }: ErrorInput): ErrorOutcome | undefined => {
  switch (context) {
    case 'userInfo':
      return status === 401
        ? {
            _tag: 'ClearUserAndToast',
            type: 'error',
            messageKey: 'errors.session_expired.title',
            runCallerHandlers: false,
          }
        : undefined
    case 'profileReveal':
      return status === 429
        ? inline('errors.credits_exhausted.title', 'errors.credits_exhausted.description', {
            labelKey: 'errors.credits_exhausted.upgrade',
            goTo: 'subscriptionPage',
          })
        : undefined
    case 'order': {
      if (status === 401) return signInRequiredDialog
      if (status !== 400) return undefined
      const shown = nonBlank(message)
      if (shown === undefined) return errorToast('errors.invalid_invite_code')
      return mentionsInviteCode(shown) ? errorToast('errors.invalid_invite_code', shown) : undefined
    }
    case 'packetOrder':
      return status === 401 ? packetSignInDialog : undefined
    case 'invitationValidate':
      if (status === 400 || status === 404 || status === 422) return inline('errors.invitation.invalid_code')
      return isUnavailable(status) ? validationFailed : undefined
    default:
      return undefined
  }
}

/** Row 5: what the shared API client does for every call. */
const sharedClientRule = ({ status, message, path }: ErrorInput): ErrorOutcome | undefined => {
  if (status === 401 && isAdminPage(path)) return sessionExpiredDialog
  if (status !== 429) return undefined
  return message === CREDITS_EXCEEDED_MESSAGE ? errorToast('errors.credits_exceeded') : creditsExhaustedDialog
}

/** Row 6: whatever is left, by the context's own fallback. */
const leftover = ({ context, status, message }: ErrorInput): ErrorOutcome => {
  if (SILENT_CONTEXTS.has(context)) return silent
  if (context === 'invitationValidate') return validationFailed
  if (isUnavailable(status)) return errorToast('errors.server_error')
  if (context === 'order') return errorToast('errors.payment_failed')
  const invitationKey = INVITATION_FAILURE[context]
  if (invitationKey !== undefined) {
    const shown =
      context === 'invitationCreate' || context === 'invitationUpdate' ? nonBlank(message) : undefined
    return errorToast(invitationKey, shown)
  }
  if (status === 401) return silent
  if (status === 403) return errorToast('errors.forbidden')
  return errorToast('errors.request_failed')
}

/** Total: every input gets exactly one outcome, and nothing throws. */
export const classifyError = (input: ErrorInput): ErrorOutcome => {
  if (input.status === 'render') return errorBoundaryPage
  if (input.status === 'not-found') return notFoundPage
  if (input.status === 'no-token' || input.context === 'tokenRefresh') return authExpiredDialog
  return rateLimitRule(input) ?? contextRule(input) ?? sharedClientRule(input) ?? leftover(input)
}
