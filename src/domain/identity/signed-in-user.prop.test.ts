import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { initialsOf, userFromClaims } from './signed-in-user.ts'

const claimValue = fc.oneof(fc.string(), fc.array(fc.string()), fc.integer(), fc.constant(null))
const claims = fc.dictionary(
  fc.constantFrom('sub', 'preferred_username', 'name', 'email', 'picture', 'roles', 'groups'),
  claimValue,
)

describe('user from ID token claims', () => {
  it('is an admin exactly when the roles claim holds admin', () => {
    fc.assert(
      fc.property(claims, fc.stringMatching(/^[a-z0-9-]{1,8}$/), (c, sub) => {
        const user = userFromClaims({ ...c, sub })
        const roles = c.roles
        const admin = roles === 'admin' || (Array.isArray(roles) && roles.includes('admin'))
        return user !== null && user.role === (admin ? 'admin' : 'user')
      }),
    )
  })

  it('always has a non-empty username when there is a subject', () => {
    fc.assert(
      fc.property(claims, fc.stringMatching(/^[a-z0-9]{1,8}$/), (c, sub) => {
        const user = userFromClaims({ ...c, sub })
        return user !== null && user.username.trim() !== ''
      }),
    )
  })

  it('is nobody without a subject', () => {
    fc.assert(fc.property(claims, (c) => userFromClaims({ ...c, sub: '' }) === null))
  })

  it('reads the configured roles claim', () => {
    expect(userFromClaims({ sub: 's', groups: ['admin'] }, 'groups')?.role).toBe('admin')
    expect(userFromClaims({ sub: 's', roles: ['admin'] }, 'groups')?.role).toBe('user')
  })

  it('prefers the preferred username, then name, then email', () => {
    expect(
      userFromClaims({ sub: 's', preferred_username: 'ann', name: 'Ann', email: 'a@x.example' }),
    ).toEqual({
      id: 's',
      username: 'ann',
      email: 'a@x.example',
      avatar: null,
      role: 'user',
    })
    expect(userFromClaims({ sub: 's', email: 'a@x.example' })?.username).toBe('a@x.example')
  })

  it('initials are at most two upper-case letters of the username', () => {
    expect(initialsOf({ username: 'demo' })).toBe('DE')
    expect(initialsOf({ username: '张三丰' })).toBe('张三')
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (name) => [...initialsOf({ username: name })].length <= 2),
    )
  })
})
