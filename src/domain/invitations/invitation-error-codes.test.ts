import { describe, expect, it } from 'vitest'
import { INVITATION_INPUT_ERROR_CODES } from './invitation-error-codes.ts'

describe('invitation input error codes', () => {
  it('lists every code the invitation rules produce, once', () => {
    expect([...INVITATION_INPUT_ERROR_CODES].sort()).toEqual([
      'DISCOUNT_ABOVE_MAXIMUM',
      'DISCOUNT_BELOW_MINIMUM',
      'DISCOUNT_NOT_A_NUMBER',
      'DISCOUNT_TOO_PRECISE',
      'DISTRIBUTOR_EMAIL_FORMAT',
      'DISTRIBUTOR_NAME_REQUIRED',
      'DISTRIBUTOR_NAME_TOO_LONG',
      'INVITE_CODE_FORMAT',
      'INVITE_CODE_REQUIRED',
    ])
  })
})
