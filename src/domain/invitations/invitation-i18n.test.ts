import { describe, expect, it } from 'vitest'
import { invitationI18nKeys } from './invitation-i18n.ts'

describe('invitation i18n keys', () => {
  it('lists every key the invitation rules produce, once', () => {
    expect([...invitationI18nKeys()].sort()).toEqual([
      'invitation.code.invalid_format',
      'invitation.code.required',
      'invitation.discount.above_maximum',
      'invitation.discount.below_minimum',
      'invitation.discount.not_a_number',
      'invitation.discount.too_precise',
      'invitation.distributor.name_required',
      'invitation.distributor.name_too_long',
    ])
  })
})
