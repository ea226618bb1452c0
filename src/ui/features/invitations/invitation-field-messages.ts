import type { InvitationInputErrorCode } from '../../../domain/invitations/invitation-error-codes.ts'

// The domain names what is wrong with an invitation field by a code; the words are the web app's.
// The type keeps the table total: a new code does not compile until it has a key here.
export const INVITATION_FIELD_MESSAGE_KEYS: Readonly<Record<InvitationInputErrorCode, string>> = {
  INVITE_CODE_REQUIRED: 'invitation.code.required',
  INVITE_CODE_FORMAT: 'invitation.code.invalid_format',
  DISCOUNT_NOT_A_NUMBER: 'invitation.discount.not_a_number',
  DISCOUNT_BELOW_MINIMUM: 'invitation.discount.below_minimum',
  DISCOUNT_ABOVE_MAXIMUM: 'invitation.discount.above_maximum',
  DISCOUNT_TOO_PRECISE: 'invitation.discount.too_precise',
  DISTRIBUTOR_NAME_REQUIRED: 'invitation.distributor.name_required',
  DISTRIBUTOR_NAME_TOO_LONG: 'invitation.distributor.name_too_long',
  DISTRIBUTOR_EMAIL_FORMAT: 'invitation.distributor.email_invalid',
}

/** The i18n key of an invitation field's failure. */
export const invitationFieldMessageKey = (failure: { readonly code: InvitationInputErrorCode }): string =>
  INVITATION_FIELD_MESSAGE_KEYS[failure.code]
