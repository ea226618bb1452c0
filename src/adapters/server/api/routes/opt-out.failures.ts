import type {
  OptOutReviewDecided,
  OptOutReviewUnknown,
} from '../../../../application/server/opt-out-reviews.use-case.ts'
import type { InvalidOptOutEmail } from '../../../../domain/opt-out/opt-out-email.ts'
import {
  OPT_OUT_CODES,
  OPT_OUT_REVIEW_CODES,
  type OptOutTokenRefused,
} from '../../../../domain/opt-out/opt-out-failures.ts'
import type { InvalidRelationship } from '../../../../domain/opt-out/requester-relationship.ts'
import type { InvalidProfileLink } from '../../../../domain/profiles/profile-link.ts'
import { failureTable } from '../routing/failure-table.ts'

/** The opt-out area's failures on the wire (DESIGN rule 10); the web app words each code itself. */
export const refuseOptOut = failureTable<
  | InvalidProfileLink
  | InvalidOptOutEmail
  | InvalidRelationship
  | OptOutTokenRefused
  | OptOutReviewUnknown
  | OptOutReviewDecided
>({
  InvalidProfileLink: {
    status: 400,
    code: OPT_OUT_CODES.profileLink,
    message: 'Enter the link of a profile page, like https://www.linkedin.com/in/name',
  },
  InvalidOptOutEmail: {
    status: 400,
    code: OPT_OUT_CODES.email,
    message: 'Enter an email address you can read',
  },
  InvalidRelationship: {
    status: 400,
    code: OPT_OUT_CODES.relationship,
    message: 'Say in a few words what you are to this person (at most 200 characters)',
  },
  OptOutReviewUnknown: {
    status: 404,
    code: OPT_OUT_REVIEW_CODES.reviewUnknown,
    message: 'No removal request has this id',
  },
  OptOutReviewDecided: {
    status: 409,
    code: OPT_OUT_REVIEW_CODES.reviewDecided,
    message: 'This removal request was decided already',
  },
  OptOutTokenUnknown: {
    status: 404,
    code: OPT_OUT_CODES.tokenUnknown,
    message: 'This confirmation link is not valid',
  },
  OptOutTokenUsed: {
    status: 409,
    code: OPT_OUT_CODES.tokenUsed,
    message: 'This confirmation link has already been used',
  },
  OptOutTokenExpired: {
    status: 410,
    code: OPT_OUT_CODES.tokenExpired,
    message: 'This confirmation link has expired: ask again',
  },
})
