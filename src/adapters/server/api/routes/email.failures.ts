import { CREDITS_EXCEEDED_MESSAGE, ERROR_CODES } from '../../../http-contract/error-codes.ts'
import { failureTable } from '../routing/failure-table.ts'

type EmailFailure = { readonly _tag: 'CreditsExceeded' }

/** The contact engine's failures on the wire (DESIGN rule 10). */
export const refuseEmail = failureTable<EmailFailure>({
  // SPEC §8: the exact message the clients branch on.
  CreditsExceeded: { status: 429, code: ERROR_CODES.creditsExceeded, message: CREDITS_EXCEEDED_MESSAGE },
})
