import type { TFunction } from 'i18next'
import { messageValues, type SignInFailure } from '../../../application/browser/ports/sign-in-failure.ts'

/** A sign-in failure in the user's language, with what the provider said filled in. */
export const signInMessage = (t: TFunction, failure: SignInFailure): string =>
  t(failure.messageKey, messageValues(failure)).trim()
