/** The plan types of SPEC §3, in the order the spec lists them; the public API uses these names. */
export const PLAN_TYPES = [
  'MONTHLY_BASIC',
  'MONTHLY_PRO',
  'YEARLY_BASIC',
  'YEARLY_PRO',
  'CUSTOM',
  'FREE',
  'PACKET_PROFILE_BASIC',
  'PACKET_EMAIL_BASIC',
  'PACKET_PHONE_BASIC',
  'PACKET_SEARCH_BASIC',
  'PACKET_PROFILE_PRO',
  'PACKET_EMAIL_PRO',
  'PACKET_PHONE_PRO',
  'PACKET_SEARCH_PRO',
] as const

export type PlanType = (typeof PLAN_TYPES)[number]

export const isPlanType = (value: string): value is PlanType =>
  (PLAN_TYPES as readonly string[]).includes(value)
