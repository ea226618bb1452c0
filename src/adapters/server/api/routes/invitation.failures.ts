import type {
  InvalidInvitationInput,
  InvitationNotFound,
} from '../../../../application/server/invitation-failures.ts'
import type { InviteCodeTaken } from '../../../../application/server/ports/invitation.repository.port.ts'
import type { InviteCodeRequired } from '../../../../domain/invitations/invite-code-input.ts'
import { ERROR_CODES } from '../../../http-contract/error-codes.ts'
import { type FailureAnswer, failureTable } from '../routing/failure-table.ts'

export type InvitationRefusal =
  | InvalidInvitationInput
  | InviteCodeTaken
  | InvitationNotFound
  | InviteCodeRequired

// The admin dialogs show the server's message on a failed create or edit (SPEC §8), so these are
// sentences for people; clients branch on the code. Keyed by the domain's message keys; a test checks
// that every key the rules can produce has one.
export const MESSAGES: Readonly<Record<string, string>> = {
  'invitation.code.required': 'Please enter invitation code',
  'invitation.code.invalid_format': 'Invitation code must be 4 to 32 characters: letters, digits, "-" or "_"',
  'invitation.discount.not_a_number': 'Discount amount must be a number',
  'invitation.discount.below_minimum': 'Discount amount must be at least 0.01',
  'invitation.discount.above_maximum': 'Discount amount must be at most 1,000,000',
  'invitation.discount.too_precise': 'Discount amount may have at most two decimals',
  'invitation.distributor.name_required': 'Please enter the distributor name',
  'invitation.distributor.name_too_long': 'Distributor name must be at most 100 characters',
  'invitation.distributor.email_invalid': 'Please enter a valid distributor email',
}

/** A 400 worded by the domain's message key. */
const invalid =
  (code: string) =>
  (failure: { readonly messageKey: string }): FailureAnswer => ({
    status: 400,
    code,
    message: MESSAGES[failure.messageKey] ?? 'Invalid invitation',
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
