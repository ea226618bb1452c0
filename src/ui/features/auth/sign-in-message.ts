import type { TFunction } from 'i18next'
import type { SignInFailure } from '../../../application/browser/ports/sign-in-failure.ts'
import { messageValues, signInMessageKey } from '../../errors/sign-in-messages.ts'

/** A sign-in failure in the user's language, with what the provider said filled in. */
export const signInMessage = (t: TFunction, failure: SignInFailure): string =>
  t(signInMessageKey(failure), messageValues(failure)).trim()
