import { describe, expect, it } from 'vitest'
import { yuanToFen } from '../../../domain/shared/money.ts'
import { packetSignInDialog, signInRequiredDialog } from '../../errors/error-dialogs.ts'
import { codeStateOf, orderFailureOutcome } from './purchase-outcomes.ts'

describe('purchase outcomes', () => {
  it('an anonymous buyer gets the sign-in-required dialog, or its packet variant', () => {
    expect(orderFailureOutcome('MONTHLY_PRO', { _tag: 'SignInRequired' })).toBe(signInRequiredDialog)
    expect(orderFailureOutcome('PACKET_EMAIL_PRO', { _tag: 'SignInRequired' })).toBe(packetSignInDialog)
  })

  it('a 400 about the invite code shows the server’s message', () => {
    expect(
      orderFailureOutcome('YEARLY_PRO', {
        _tag: 'ApiCallFailed',
        status: 400,
        message: 'invalid invite code, x',
      }),
    ).toMatchObject({
      _tag: 'Toast',
      messageKey: 'errors.invalid_invite_code',
      serverMessage: 'invalid invite code, x',
    })
  })

  it('other plan failures toast; packet failures other than 401 are silent', () => {
    expect(orderFailureOutcome('MONTHLY_BASIC', { _tag: 'ApiCallFailed', status: 409 })).toMatchObject({
      messageKey: 'errors.payment_failed',
    })
    expect(orderFailureOutcome('PACKET_PHONE_BASIC', { _tag: 'ApiCallFailed', status: 400 })).toMatchObject({
      _tag: 'Silent',
    })
  })

  it('no token for a signed-in buyer adds nothing: the Authentication expired dialog is open', () => {
    expect(orderFailureOutcome('MONTHLY_PRO', { _tag: 'TokenUnavailable' })).toBeNull()
  })

  it('the code check’s answers become the dialog’s states', () => {
    expect(
      codeStateOf('MONTHLY_PRO', { _tag: 'InviteCodeValid', inviteCode: 'A', discount: yuanToFen(5) }),
    ).toEqual({
      _tag: 'InviteCodeValid',
      inviteCode: 'A',
      discount: yuanToFen(5),
    })
    const refused = (messageKey: string) => ({ _tag: 'Refused', messageKey })
    expect(codeStateOf('MONTHLY_PRO', { _tag: 'InviteCodeRequired', code: 'INVITE_CODE_REQUIRED' })).toEqual(
      refused('pricing.dialog.required'),
    )
    expect(codeStateOf('MONTHLY_PRO', { _tag: 'InviteCodeInvalid', inviteCode: 'A' })).toEqual(
      refused('errors.invitation.invalid_code'),
    )
    expect(codeStateOf('MONTHLY_PRO', { _tag: 'ApiCallFailed', status: 503 })).toEqual(
      refused('errors.invitation.validation_failed'),
    )
    expect(codeStateOf('MONTHLY_PRO', { _tag: 'ApiCallFailed', status: 400 })).toEqual(
      refused('errors.invitation.invalid_code'),
    )
    expect(codeStateOf('PACKET_EMAIL_PRO', { _tag: 'SignInRequired' })).toEqual({
      _tag: 'SignInNeeded',
      outcome: packetSignInDialog,
    })
  })
})
