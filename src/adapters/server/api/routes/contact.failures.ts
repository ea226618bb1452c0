import type { ExportNotIncluded } from '../../../../application/server/export-revealed-contacts.use-case.ts'
import type {
  ProfileNotFound,
  RevealRefused,
} from '../../../../application/server/reveal-profile.use-case.ts'
import type { CompanyNotFound } from '../../../../application/server/view-company-members.use-case.ts'
import type { InvalidProfileId } from '../../../../domain/profiles/profile-id.ts'
import { CREDITS_EXCEEDED_MESSAGE, ERROR_CODES } from '../../../http-contract/error-codes.ts'
import { failureTable } from '../routing/failure-table.ts'

export const EXPORT_NOT_INCLUDED_MESSAGE = 'CSV export is included in Pro plans and Pro packets'

type ContactFailure = InvalidProfileId | ProfileNotFound | CompanyNotFound | RevealRefused | ExportNotIncluded

/** The contacts area's failures on the wire (DESIGN rule 10). */
export const refuseContact = failureTable<ContactFailure>({
  InvalidProfileId: {
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
    message: 'No company matches this name or domain',
  },
  // SPEC §8: the exact message the clients branch on.
  CreditsExceeded: { status: 429, code: ERROR_CODES.creditsExceeded, message: CREDITS_EXCEEDED_MESSAGE },
  ExportNotIncluded: {
    status: 403,
    code: ERROR_CODES.exportNotIncluded,
    message: EXPORT_NOT_INCLUDED_MESSAGE,
  },
})
