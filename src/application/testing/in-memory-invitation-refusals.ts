import { type ApiCallFailed, apiCallFailed } from '../browser/ports/api-call-failed.ts'
import type { InvalidInvitationInput, InvitationNotFound } from '../server/invitation-failures.ts'
import type { InviteCodeTaken } from '../server/ports/invitation.repository.port.ts'

export type Refusal = InvalidInvitationInput | InviteCodeTaken | InvitationNotFound

// The service's sentences for the refusals the form can meet (invitation.routes.ts), so pages under
// test show what they would show against the real service.
const SENTENCES: Readonly<Record<string, string>> = {
  'invitation.code.invalid_format': 'Invitation code must be 4 to 32 characters: letters, digits, "-" or "_"',
  'invitation.discount.below_minimum': 'Discount amount must be at least 0.01',
  'invitation.discount.above_maximum': 'Discount amount must be at most 1,000,000',
  'invitation.discount.too_precise': 'Discount amount may have at most two decimals',
  'invitation.distributor.name_required': 'Please enter the distributor name',
  'invitation.distributor.name_too_long': 'Distributor name must be at most 100 characters',
  'invitation.distributor.email_invalid': 'Please enter a valid distributor email',
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
        message: SENTENCES[failure.messageKey] ?? 'Invalid invitation',
      })
  }
}
