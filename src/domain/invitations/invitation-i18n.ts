import { DISCOUNT_MESSAGE_KEYS } from './discount-amount.ts'
import { DISTRIBUTOR_NAME_MESSAGE_KEYS } from './distributor-name.ts'
import { INVITE_CODE_MESSAGE_KEYS } from './invite-code-input.ts'

/** Every message key the invitation rules can hand to the UI, so a test can check both language files. */
export const invitationI18nKeys = (): readonly string[] => [
  ...INVITE_CODE_MESSAGE_KEYS,
  ...DISCOUNT_MESSAGE_KEYS,
  ...DISTRIBUTOR_NAME_MESSAGE_KEYS,
]
