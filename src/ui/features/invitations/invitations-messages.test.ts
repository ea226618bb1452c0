import { describe, expect, it } from 'vitest'
import { invitationI18nKeys } from '../../../domain/invitations/invitation-i18n.ts'
import { classifyError } from '../../errors/classify-error.ts'
import type { ErrorContext, ErrorStatus } from '../../errors/error-context.ts'
import type { ErrorI18nKey } from '../../errors/error-i18n-keys.ts'
import { ERROR_TEXTS_EN } from '../../errors/error-texts.en.ts'
import { ERROR_TEXTS_ZH } from '../../errors/error-texts.zh.ts'
import { CATALOGUES } from '../../i18n/catalogues.ts'
import en from '../../i18n/dashboard/invitations.en.json'
import zh from '../../i18n/dashboard/invitations.zh.json'

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

  it('every message the invitation rules can give is in both catalogues', () => {
    for (const key of [...invitationI18nKeys(), 'invitation.distributor.email_invalid']) {
      expect(typeof lookup(CATALOGUES.en, key), key).toBe('string')
      expect(typeof lookup(CATALOGUES.zh, key), key).toBe('string')
    }
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
