import type { CallFailed } from '../../../application/browser/ports/api.port.ts'
import type { ProfileFailureCode } from '../../../application/browser/ports/contacts.api.port.ts'
import { classifyError } from '../../errors/classify-error.ts'
import type { ErrorOutcome, InlineOutcome } from '../../errors/error-outcome.ts'

/** A look-up or reveal that failed, with one of the codes the profile call documents. */
export type ProfileCallFailed = CallFailed<ProfileFailureCode>

const NOT_FOUND: ProfileFailureCode = 'PROFILE_NOT_FOUND'

/** 404 PROFILE_NOT_FOUND: the service holds nothing for this person (told apart, not an error). */
export const isProfileNotFound = (failure: ProfileCallFailed): boolean =>
  failure.status === 404 && failure.code === NOT_FOUND

/** SPEC §8's table for the profile calls (one table, DESIGN rule 10). */
const classify = (failure: ProfileCallFailed): ErrorOutcome =>
  classifyError({
    context: 'profileReveal',
    status: failure.status,
    ...(failure.message === undefined ? {} : { message: failure.message }),
    ...(failure.code === undefined ? {} : { code: failure.code }),
    path: window.location.pathname,
  })

/** A 429 is shown in place, with the upgrade button; null for the failures that are only logged. */
export const inlineOutcomeOf = (failure: ProfileCallFailed): InlineOutcome | null => {
  const outcome = classify(failure)
  return outcome._tag === 'Inline' ? outcome : null
}

/** 'Other reveal errors only logged' (SPEC §8): written to the console once, when they arrive. */
export const logIfSilent = (failure: ProfileCallFailed): void => {
  if (isProfileNotFound(failure)) return
  if (classify(failure)._tag === 'Silent') console.error('profile call failed', failure)
}

/** What no credit could pay for (the look's cost is null): shown as the reveal's 429 would be. */
export const NO_CREDIT: ProfileCallFailed = { _tag: 'ApiCallFailed', status: 429 }
