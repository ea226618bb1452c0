import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PASSWORD_MIN_LENGTH, usernameKey, validatePassword, validateUsername } from './credentials.ts'

describe('sign-up rules (properties)', () => {
  it('a password shorter than 8 characters is always refused', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: PASSWORD_MIN_LENGTH - 1 }), (password) => {
        fc.pre([...password].length < PASSWORD_MIN_LENGTH)
        expect(validatePassword(password)).toMatchObject({ problem: 'password_too_short' })
      }),
    )
  })

  it('a valid username keeps being valid, with the same key, in any letter case', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._-]{2,31}$/), (username) => {
        expect(validateUsername(username)).toBe(username)
        expect(validateUsername(username.toUpperCase())).toBe(username.toUpperCase())
        expect(usernameKey(username.toUpperCase())).toBe(usernameKey(username))
      }),
    )
  })
})
