import { CREDITS_EXCEEDED_MESSAGE, ERROR_CODES } from '../../../http-contract/error-codes.ts'
import { failureTable } from '../routing/failure-table.ts'

type EmailFailure =
  | { readonly _tag: 'CreditsExceeded' }
  | { readonly _tag: 'InvalidProfileLink' }
  | { readonly _tag: 'ProfileNotFound' }
  | { readonly _tag: 'CompanyNotFound' }
  | { readonly _tag: 'FinderInputMissing'; readonly what: 'name' | 'company' }
  | { readonly _tag: 'EmailNotRevealed' }
  | { readonly _tag: 'BounceAlreadyReported' }

/** The contact engine's failures on the wire (DESIGN rule 10). */
export const refuseEmail = failureTable<EmailFailure>({
  // SPEC §8: the exact message the clients branch on.
  CreditsExceeded: { status: 429, code: ERROR_CODES.creditsExceeded, message: CREDITS_EXCEEDED_MESSAGE },
  InvalidProfileLink: {
    status: 400,
    code: ERROR_CODES.invalidProfileId,
    message: 'Please enter a valid LinkedIn profile URL',
  },
  ProfileNotFound: {
    status: 404,
    code: ERROR_CODES.profileNotFound,
    message: 'No contact data was found for this profile',
  },
  CompanyNotFound: {
    status: 404,
    code: ERROR_CODES.companyNotFound,
    message: 'No company matches this name',
  },
  FinderInputMissing: ({ what }) => ({
    status: 400,
    code: ERROR_CODES.invalidRequest,
    message:
      what === 'name'
        ? 'Give firstName and lastName, or a profileLink'
        : 'Give a domain or a company, or a profileLink of someone whose company we hold',
  }),
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
