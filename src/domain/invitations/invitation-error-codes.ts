import { DISCOUNT_AMOUNT_ERROR_CODES } from './discount-amount.ts'
import { invalidDistributorEmail } from './distributor-email.ts'
import { DISTRIBUTOR_NAME_ERROR_CODES } from './distributor-name.ts'
import { INVITE_CODE_INPUT_ERROR_CODES } from './invite-code-input.ts'

/** Every code the invitation rules can reject an input with; the UI and the service word each one. */
export const INVITATION_INPUT_ERROR_CODES = [
  ...INVITE_CODE_INPUT_ERROR_CODES,
  ...DISCOUNT_AMOUNT_ERROR_CODES,
  ...DISTRIBUTOR_NAME_ERROR_CODES,
  invalidDistributorEmail.code,
] as const

export type InvitationInputErrorCode = (typeof INVITATION_INPUT_ERROR_CODES)[number]
