import type { ContactsCallFailed } from '../../../application/browser/ports/contacts.gateway.port.ts'
import { classifyError } from '../../errors/classify-error.ts'
import type { ErrorOutcome, InlineOutcome } from '../../errors/error-outcome.ts'

/** SPEC §8's table for the profile calls (one table, DESIGN rule 10). */
const classify = (failure: ContactsCallFailed): ErrorOutcome =>
  classifyError({
    context: 'profileReveal',
    status: failure.status,
    ...(failure.message === undefined ? {} : { message: failure.message }),
    ...(failure.code === undefined ? {} : { code: failure.code }),
    path: window.location.pathname,
  })

/** A 429 is shown in place, with the upgrade button; null for the failures that are only logged. */
export const inlineOutcomeOf = (failure: ContactsCallFailed): InlineOutcome | null => {
  const outcome = classify(failure)
  return outcome._tag === 'Inline' ? outcome : null
}

/** 'Other reveal errors only logged' (SPEC §8): written to the console once, when they arrive. */
export const logIfSilent = (failure: ContactsCallFailed): void => {
  if (classify(failure)._tag === 'Silent') console.error('profile call failed', failure)
}

/** What no credit could pay for (the look's cost is null): shown as the reveal's 429 would be. */
export const NO_CREDIT: ContactsCallFailed = { _tag: 'ContactsCallFailed', status: 429 }
