import { CREDITS_EXCEEDED_MESSAGE, ERROR_CODES } from '../../../http-contract/error-codes.ts'
import { failureTable } from '../routing/failure-table.ts'

type EmailFailure =
  | { readonly _tag: 'CreditsExceeded' }
  | { readonly _tag: 'EmailNotRevealed' }
  | { readonly _tag: 'BounceAlreadyReported' }

/** The contact engine's failures on the wire (DESIGN rule 10). */
export const refuseEmail = failureTable<EmailFailure>({
  // SPEC §8: the exact message the clients branch on.
  CreditsExceeded: { status: 429, code: ERROR_CODES.creditsExceeded, message: CREDITS_EXCEEDED_MESSAGE },
  EmailNotRevealed: {
    status: 404,
    code: ERROR_CODES.emailNotRevealed,
    message: 'You have not revealed or found this email address',
  },
  BounceAlreadyReported: {
    status: 409,
    code: ERROR_CODES.bounceAlreadyReported,
    message: 'You have already reported this email address',
  },
})
