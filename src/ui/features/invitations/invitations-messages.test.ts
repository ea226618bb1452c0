import { describe, expect, it } from 'vitest'
import { INVITATION_INPUT_ERROR_CODES } from '../../../domain/invitations/invitation-error-codes.ts'
import { classifyError } from '../../errors/classify-error.ts'
import type { ErrorContext, ErrorStatus } from '../../errors/error-context.ts'
import type { ErrorI18nKey } from '../../errors/error-i18n-keys.ts'
import { ERROR_TEXTS_EN } from '../../errors/error-texts.en.ts'
import { ERROR_TEXTS_ZH } from '../../errors/error-texts.zh.ts'
import { CATALOGUES } from '../../i18n/catalogues.ts'
import en from '../../i18n/dashboard/invitations.en.json'
import zh from '../../i18n/dashboard/invitations.zh.json'
import { INVITATION_FIELD_MESSAGE_KEYS } from './invitation-field-messages.ts'

const leaves = (tree: object, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? leaves(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value]],
  )

const lookup = (catalogue: object, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue)

describe('invitation messages', () => {
  it('the error texts the page carries are the domain’s, word for word (SPEC §8)', () => {
    for (const [key, text] of leaves(en).filter(([key]) => key.startsWith('errors.')))
      expect(text).toBe(ERROR_TEXTS_EN[key as ErrorI18nKey])
    for (const [key, text] of leaves(zh).filter(([key]) => key.startsWith('errors.')))
      expect(text).toBe(ERROR_TEXTS_ZH[key as ErrorI18nKey])
  })

  it('every failure the invitation rules can give has a message in both catalogues', () => {
    for (const code of INVITATION_INPUT_ERROR_CODES) {
      const key = INVITATION_FIELD_MESSAGE_KEYS[code]
      expect(typeof lookup(CATALOGUES.en, key), `${code}: ${key}`).toBe('string')
      expect(typeof lookup(CATALOGUES.zh, key), `${code}: ${key}`).toBe('string')
    }
  })

  it('words each failure code by the key it has always had', () => {
    expect(INVITATION_FIELD_MESSAGE_KEYS).toEqual({
      INVITE_CODE_REQUIRED: 'invitation.code.required',
      INVITE_CODE_FORMAT: 'invitation.code.invalid_format',
      DISCOUNT_NOT_A_NUMBER: 'invitation.discount.not_a_number',
      DISCOUNT_BELOW_MINIMUM: 'invitation.discount.below_minimum',
      DISCOUNT_ABOVE_MAXIMUM: 'invitation.discount.above_maximum',
      DISCOUNT_TOO_PRECISE: 'invitation.discount.too_precise',
      DISTRIBUTOR_NAME_REQUIRED: 'invitation.distributor.name_required',
      DISTRIBUTOR_NAME_TOO_LONG: 'invitation.distributor.name_too_long',
      DISTRIBUTOR_EMAIL_FORMAT: 'invitation.distributor.email_invalid',
    })
  })

  it('every toast the error table gives the invitation calls is in both catalogues', () => {
    const contexts: ErrorContext[] = [
      'invitationList',
      'invitationUsage',
      'invitationCreate',
      'invitationUpdate',
      'invitationDelete',
      'invitationToggle',
    ]
    const statuses: ErrorStatus[] = [400, 404, 409, 500, 'network']
    for (const context of contexts)
      for (const status of statuses) {
        const outcome = classifyError({ context, status })
        if (outcome._tag !== 'Toast') continue
        expect(typeof lookup(CATALOGUES.en, outcome.messageKey), outcome.messageKey).toBe('string')
        expect(typeof lookup(CATALOGUES.zh, outcome.messageKey), outcome.messageKey).toBe('string')
      }
  })

  it('says SPEC §5/§8’s sentences word for word', () => {
    expect(en.invitations.delete.title).toBe('Are you sure you want to delete this invitation?')
    expect(en.invitations.toast.copied).toBe('Invitation code copied to clipboard')
  })
})
