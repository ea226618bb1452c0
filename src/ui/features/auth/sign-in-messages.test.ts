import { describe, expect, it } from 'vitest'
import { ERROR_TEXTS_EN } from '../../errors/error-texts.en.ts'
import { ERROR_TEXTS_ZH } from '../../errors/error-texts.zh.ts'
import { SIGN_IN_MESSAGE_KEYS, signInI18nKeys } from '../../errors/sign-in-messages.ts'
import en from '../../i18n/en.json'
import zh from '../../i18n/zh.json'

const lookup = (catalogue: object, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue)

describe('sign-in messages', () => {
  it.each(signInI18nKeys())('%s has a text in English and in Chinese', (key) => {
    expect(typeof lookup(en, key)).toBe('string')
    expect(lookup(zh, key)).toMatch(/[\u4e00-\u9fff]/)
  })

  it('says SPEC §8’s quoted texts word for word', () => {
    const text = (kind: keyof typeof SIGN_IN_MESSAGE_KEYS) => lookup(en, SIGN_IN_MESSAGE_KEYS[kind])
    expect(text('InvalidSession')).toBe('Invalid sign-in session.')
    expect(text('SessionNotFound')).toBe('Sign-in session not found.')
    expect(text('NotAuthenticated')).toBe('Not authenticated.')
    expect(text('UserInfoFailed')).toBe('Unable to fetch user info. The access token may be invalid.')
    expect(text('UserCancelled')).toBe('The user cancelled the action.')
    expect(text('UnexpectedCallbackError')).toBe('Unexpected error occurred while handling sign in callback.')
  })

  it('fills in the provider’s code and message where the provider said something', () => {
    for (const catalogue of [en, zh]) {
      expect(lookup(catalogue, SIGN_IN_MESSAGE_KEYS.ProviderError)).toMatch(/\{\{code\}\}.*\{\{message\}\}/)
      expect(lookup(catalogue, SIGN_IN_MESSAGE_KEYS.CallbackError)).toMatch(/\{\{code\}\}.*\{\{message\}\}/)
    }
  })

  it('the expired-session texts are the error catalogue’s (SPEC §4)', () => {
    for (const key of [
      'errors.auth_expired.title',
      'errors.auth_expired.description',
      'errors.session_expired.title',
      'errors.session_expired.description',
      'errors.actions.confirm',
    ] as const) {
      expect(lookup(en, key)).toBe(ERROR_TEXTS_EN[key])
      expect(lookup(zh, key)).toBe(ERROR_TEXTS_ZH[key])
    }
  })
})
