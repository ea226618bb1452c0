import type { InvitationInputErrorCode } from '../../domain/invitations/invitation-error-codes.ts'
import { type ApiCallFailed, apiCallFailed } from '../browser/ports/api-call-failed.ts'
import type { InvalidInvitationInput, InvitationNotFound } from '../server/invitation-failures.ts'
import type { InviteCodeTaken } from '../server/ports/invitation.repository.port.ts'

export type Refusal = InvalidInvitationInput | InviteCodeTaken | InvitationNotFound

// The service's sentences for the refusals the form can meet (invitation.failures.ts), so pages under
// test show what they would show against the real service.
const SENTENCES: Readonly<Partial<Record<InvitationInputErrorCode, string>>> = {
  INVITE_CODE_FORMAT: 'Invitation code must be 4 to 32 characters: letters, digits, "-" or "_"',
  DISCOUNT_BELOW_MINIMUM: 'Discount amount must be at least 0.01',
  DISCOUNT_ABOVE_MAXIMUM: 'Discount amount must be at most 1,000,000',
  DISCOUNT_TOO_PRECISE: 'Discount amount may have at most two decimals',
  DISTRIBUTOR_NAME_REQUIRED: 'Please enter the distributor name',
  DISTRIBUTOR_NAME_TOO_LONG: 'Distributor name must be at most 100 characters',
  DISTRIBUTOR_EMAIL_FORMAT: 'Please enter a valid distributor email',
}
const CODES: Readonly<Record<string, string>> = {
  InvalidInviteCode: 'INVALID_INVITE_CODE',
  InvalidDiscountAmount: 'INVALID_DISCOUNT_AMOUNT',
  InvalidDistributorName: 'INVALID_DISTRIBUTOR_NAME',
  InvalidDistributorEmail: 'INVALID_DISTRIBUTOR_EMAIL',
}

export const refused = (failure: Refusal): ApiCallFailed => {
  switch (failure._tag) {
    case 'InviteCodeTaken':
      return apiCallFailed(409, {
        code: 'INVITE_CODE_TAKEN',
        message: `Invitation code already exists: ${failure.inviteCode}`,
      })
    case 'InvitationNotFound':
      return apiCallFailed(404, { code: 'INVITATION_NOT_FOUND', message: 'Invitation not found' })
    default:
      return apiCallFailed(400, {
        code: CODES[failure._tag],
        message: SENTENCES[failure.code] ?? 'Invalid invitation',
      })
  }
}
