import { describe, expect, it } from 'vitest'
import {
  usernameKey,
  validateEmail,
  validatePassword,
  validateSignUp,
  validateUsername,
} from './credentials.ts'
import { generatePassword } from './generated-password.ts'

describe('sign-up rules', () => {
  it('accepts a plain username, trimmed, and keeps its case for display', () => {
    expect(validateUsername('  Ada.Lovelace_1 ')).toBe('Ada.Lovelace_1')
  })

  it.each([
    ['too short', 'ab', 'username_length'],
    ['too long', 'a'.repeat(33), 'username_length'],
    ['with a space inside', 'ada lovelace', 'username_characters'],
    ['starting with a dot', '.ada', 'username_characters'],
    ['in another script', '爱达爱达', 'username_characters'],
  ])('refuses a username %s', (_, username, problem) => {
    expect(validateUsername(username)).toEqual({ _tag: 'InvalidCredentials', field: 'username', problem })
  })

  it('refuses a password under 8 characters, counting characters rather than bytes', () => {
    expect(validatePassword('1234567')).toMatchObject({ problem: 'password_too_short' })
    expect(validatePassword('12345678')).toBe('12345678')
    expect(validatePassword('密码密码密码密码')).toBe('密码密码密码密码')
  })

  it('takes an empty email as none and refuses a malformed one', () => {
    expect(validateEmail('')).toBeNull()
    expect(validateEmail(undefined)).toBeNull()
    expect(validateEmail(' ada@x.example ')).toBe('ada@x.example')
    expect(validateEmail('ada@localhost')).toMatchObject({ problem: 'email_invalid' })
  })

  it('reports the username before the password, and never trims a password', () => {
    expect(validateSignUp({ username: 'a', password: '1' })).toMatchObject({ field: 'username' })
    expect(validateSignUp({ username: 'ada', password: ' secret  password ' })).toEqual({
      username: 'ada',
      password: ' secret  password ',
      email: null,
    })
  })

  it('makes names that differ only in case the same key', () => {
    expect(usernameKey('Ada')).toBe(usernameKey('aDA'))
  })

  it('generates passwords from the randomness given, long enough to pass its own rule', () => {
    let n = 0
    const password = generatePassword(() => n++ % 7)
    expect(password).toHaveLength(18)
    expect(validatePassword(password)).toBe(password)
    expect(generatePassword(() => 0)).toBe('a'.repeat(18))
  })
})
