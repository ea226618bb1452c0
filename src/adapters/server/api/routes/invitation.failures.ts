import type {
  InvalidInvitationInput,
  InvitationNotFound,
} from '../../../../application/server/invitation-failures.ts'
import type { InviteCodeTaken } from '../../../../application/server/ports/invitation.repository.port.ts'
import type { InvitationInputErrorCode } from '../../../../domain/invitations/invitation-error-codes.ts'
import type { InviteCodeRequired } from '../../../../domain/invitations/invite-code-input.ts'
import { ERROR_CODES } from '../../../http-contract/error-codes.ts'
import { type FailureAnswer, failureTable } from '../routing/failure-table.ts'

export type InvitationRefusal =
  | InvalidInvitationInput
  | InviteCodeTaken
  | InvitationNotFound
  | InviteCodeRequired

// The admin dialogs show the server's message on a failed create or edit (SPEC §8), so these are
// sentences for people; clients branch on the wire code. Keyed by the domain's failure code, so the
// type (and a test) make sure every code the rules can produce has one.
export const MESSAGES: Readonly<Record<InvitationInputErrorCode, string>> = {
  INVITE_CODE_REQUIRED: 'Please enter invitation code',
  INVITE_CODE_FORMAT: 'Invitation code must be 4 to 32 characters: letters, digits, "-" or "_"',
  DISCOUNT_NOT_A_NUMBER: 'Discount amount must be a number',
  DISCOUNT_BELOW_MINIMUM: 'Discount amount must be at least 0.01',
  DISCOUNT_ABOVE_MAXIMUM: 'Discount amount must be at most 1,000,000',
  DISCOUNT_TOO_PRECISE: 'Discount amount may have at most two decimals',
  DISTRIBUTOR_NAME_REQUIRED: 'Please enter the distributor name',
  DISTRIBUTOR_NAME_TOO_LONG: 'Distributor name must be at most 100 characters',
  DISTRIBUTOR_EMAIL_FORMAT: 'Please enter a valid distributor email',
}

/** A 400 worded by the domain's failure code. */
const invalid =
  (code: string) =>
  (failure: { readonly code: InvitationInputErrorCode }): FailureAnswer => ({
    status: 400,
    code,
    message: MESSAGES[failure.code],
  })

/** The invitation area's failures on the wire (DESIGN rule 10). */
export const refuseInvitation = failureTable<InvitationRefusal>({
  InviteCodeRequired: invalid(ERROR_CODES.inviteCodeRequired),
  InvalidInviteCode: invalid(ERROR_CODES.invalidInviteCode),
  InvalidDiscountAmount: invalid('INVALID_DISCOUNT_AMOUNT'),
  InvalidDistributorName: invalid('INVALID_DISTRIBUTOR_NAME'),
  InvalidDistributorEmail: invalid('INVALID_DISTRIBUTOR_EMAIL'),
  InviteCodeTaken: (failure) => ({
    status: 409,
    code: 'INVITE_CODE_TAKEN',
    message: `Invitation code already exists: ${failure.inviteCode}`,
  }),
  InvitationNotFound: { status: 404, code: 'INVITATION_NOT_FOUND', message: 'Invitation not found' },
})
