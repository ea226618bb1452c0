/** What kind of line a phone number is, when the source knows (SPEC §3 `phones[].type`). */
export const PHONE_TYPES = ['mobile', 'direct', 'office'] as const
export type PhoneType = (typeof PHONE_TYPES)[number]

export const isPhoneType = (value: string): value is PhoneType =>
  (PHONE_TYPES as readonly string[]).includes(value)
