import type { RandomInt } from '../shared/random.ts'
import { generateInviteCode, normaliseInviteCode } from './invite-code.ts'

// Admin-typed codes: the spec sets no bounds; 4–32 of A–Z, 0–9, '-' and '_' fits coupon habits ("SPRING-2025").
export const INVITE_CODE_MIN_LENGTH = 4
export const INVITE_CODE_MAX_LENGTH = 32
const TYPED_SHAPE = /^[A-Z0-9_-]+$/

export type InviteCodeRequired = {
  readonly _tag: 'InviteCodeRequired'
  readonly code: 'INVITE_CODE_REQUIRED'
}
export type InvalidInviteCode = {
  readonly _tag: 'InvalidInviteCode'
  readonly code: 'INVITE_CODE_FORMAT'
}

const required: InviteCodeRequired = { _tag: 'InviteCodeRequired', code: 'INVITE_CODE_REQUIRED' }
const invalid: InvalidInviteCode = { _tag: 'InvalidInviteCode', code: 'INVITE_CODE_FORMAT' }

/** Pricing page box: optional, sent only when non-empty. */
export const optionalInviteCode = (input: string): string | undefined => {
  const code = normaliseInviteCode(input)
  return code === '' ? undefined : code
}

/** Purchase dialog: the user pressed "validate", so an empty box is an error. */
export const requireInviteCode = (input: string): string | InviteCodeRequired =>
  optionalInviteCode(input) ?? required

export const validateTypedInviteCode = (input: string): string | InvalidInviteCode => {
  const code = normaliseInviteCode(input)
  const fits = code.length >= INVITE_CODE_MIN_LENGTH && code.length <= INVITE_CODE_MAX_LENGTH
  return fits && TYPED_SHAPE.test(code) ? code : invalid
}

/** Admin create/edit: an empty box means "generate one for me" (SPEC §5). */
export const resolveInviteCode = (input: string, random: RandomInt): string | InvalidInviteCode =>
  normaliseInviteCode(input) === '' ? generateInviteCode(random) : validateTypedInviteCode(input)

export const INVITE_CODE_INPUT_ERROR_CODES = [required.code, invalid.code] as const
