import { describe, expect, it } from 'vitest'
import {
  INVITE_CODE_MAX_LENGTH,
  INVITE_CODE_MIN_LENGTH,
  optionalInviteCode,
  requireInviteCode,
  resolveInviteCode,
  validateTypedInviteCode,
} from './invite-code-input.ts'

describe('invite code input', () => {
  it('is optional on the pricing page and sent only if non-empty', () => {
    expect(optionalInviteCode('   ')).toBeUndefined()
    expect(optionalInviteCode(' abc123xy ')).toBe('ABC123XY')
  })

  it('is required in the purchase dialog ("Please enter invitation code")', () => {
    expect(requireInviteCode(' ')).toEqual({
      _tag: 'InviteCodeRequired',
      code: 'INVITE_CODE_REQUIRED',
    })
    expect(requireInviteCode('abc123xy')).toBe('ABC123XY')
  })

  it('accepts typed codes of 4 to 32 letters, digits, - and _', () => {
    expect(INVITE_CODE_MIN_LENGTH).toBe(4)
    expect(INVITE_CODE_MAX_LENGTH).toBe(32)
    expect(validateTypedInviteCode(' spring-2025 ')).toBe('SPRING-2025')
    expect(validateTypedInviteCode('A_B1')).toBe('A_B1')
    expect(validateTypedInviteCode('X'.repeat(32))).toBe('X'.repeat(32))
  })

  it.each(['ab1', 'X'.repeat(33), 'SPRING 25', 'ÉTÉ2025', 'CODE!'])('rejects the typed code %j', (input) => {
    expect(validateTypedInviteCode(input)).toEqual({
      _tag: 'InvalidInviteCode',
      code: 'INVITE_CODE_FORMAT',
    })
  })

  it('generates a code when the admin leaves it empty (SPEC §5)', () => {
    expect(resolveInviteCode('  ', () => 1)).toBe('BBBBBBBB')
    expect(resolveInviteCode('mine2025', () => 1)).toBe('MINE2025')
  })
})
