import { describe, expect, it } from 'vitest'
import { emptyInvitationForm, readInvitationForm } from './invitation-form.ts'

const filled = { ...emptyInvitationForm, distributorName: 'Acme', discountAmount: '12.5' }

describe('readInvitationForm', () => {
  it('reads a full form: trimmed texts, the code upper-case, the discount in yuan as the wire takes it (checked in fen)', () => {
    expect(
      readInvitationForm({
        distributorName: '  Acme   Trading ',
        distributorEmail: ' sales@acme.example ',
        remark: ' fair ',
        discountAmount: '12.5',
        inviteCode: ' spring-25 ',
      }),
    ).toEqual({
      _tag: 'Valid',
      form: {
        distributorName: 'Acme Trading',
        distributorEmail: 'sales@acme.example',
        remark: 'fair',
        discountAmount: 12.5,
        inviteCode: 'SPRING-25',
      },
    })
  })

  it.each([['0'], ['0.001'], ['']])('refuses the discount %j', (discountAmount) => {
    const reading = readInvitationForm({ ...filled, discountAmount })
    expect(reading).toMatchObject({ _tag: 'Invalid', errors: { discountAmount: expect.any(String) } })
  })

  it('names every field at fault at once', () => {
    expect(
      readInvitationForm({
        distributorName: ' ',
        distributorEmail: 'nope',
        remark: 'x'.repeat(501),
        discountAmount: '0',
        inviteCode: 'A!',
      }),
    ).toEqual({
      _tag: 'Invalid',
      errors: {
        distributorName: 'invitation.distributor.name_required',
        distributorEmail: 'invitation.distributor.email_invalid',
        remark: 'invitations.form.remarkTooLong',
        discountAmount: 'invitation.discount.below_minimum',
        inviteCode: 'invitation.code.invalid_format',
      },
    })
  })
})
