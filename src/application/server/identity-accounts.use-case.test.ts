import { describe, expect, it } from 'vitest'
import { fixedClock } from '../testing/fixed-clock.ts'
import { InMemoryAccountRepository } from '../testing/in-memory-account.repository.ts'
import { reversiblePasswordHasher } from '../testing/reversible-password-hasher.ts'
import { AuthenticateAccount } from './authenticate-account.use-case.ts'
import { CreateFirstAccounts } from './create-first-accounts.use-case.ts'
import { SignUpAccount } from './sign-up-account.use-case.ts'

const world = () => {
  const accounts = new InMemoryAccountRepository()
  const hasher = reversiblePasswordHasher()
  let id = 0
  const ids = { next: () => `account-${++id}` }
  const clock = fixedClock(1_000)
  let drawn = 0
  const random = { int: (bound: number) => drawn++ % bound }
  return {
    accounts,
    hasher,
    signUp: new SignUpAccount(accounts, hasher, clock, ids),
    authenticate: new AuthenticateAccount(accounts, hasher),
    createFirst: new CreateFirstAccounts(accounts, hasher, clock, ids, random),
  }
}

describe('SignUpAccount', () => {
  it('creates a non-admin account with a hashed password', async () => {
    const { signUp, accounts } = world()
    const account = await signUp.execute({ username: ' Ada ', password: 'correct horse', email: '' })
    expect(account).toEqual({
      id: 'account-1',
      username: 'Ada',
      email: null,
      isAdmin: false,
      createdAt: 1_000,
    })
    expect((await accounts.findByUsername('ada'))?.passwordHash).toBe('hashed:correct horse')
  })

  it('refuses a weak password and a taken name (in any case) without hashing anything', async () => {
    const { signUp, hasher } = world()
    await signUp.execute({ username: 'ada', password: 'correct horse' })
    expect(await signUp.execute({ username: 'bob', password: 'short' })).toMatchObject({
      _tag: 'InvalidCredentials',
      problem: 'password_too_short',
    })
    expect(await signUp.execute({ username: 'ADA', password: 'another one' })).toEqual({
      _tag: 'UsernameTaken',
      username: 'ADA',
    })
    expect(hasher.hashed).toEqual(['correct horse'])
  })
})

describe('AuthenticateAccount', () => {
  it('signs in with the right password, any case of the name; one answer for every failure', async () => {
    const { signUp, authenticate } = world()
    await signUp.execute({ username: 'ada', password: 'correct horse' })
    expect(await authenticate.execute({ username: 'ADA', password: 'correct horse' })).toMatchObject({
      id: 'account-1',
    })
    expect(await authenticate.execute({ username: 'ada', password: 'wrong horse' })).toEqual({
      _tag: 'WrongCredentials',
    })
    expect(await authenticate.execute({ username: 'nobody', password: 'correct horse' })).toEqual({
      _tag: 'WrongCredentials',
    })
  })

  it('never hands out the password hash', async () => {
    const { signUp, authenticate } = world()
    await signUp.execute({ username: 'ada', password: 'correct horse' })
    expect(await authenticate.execute({ username: 'ada', password: 'correct horse' })).not.toHaveProperty(
      'passwordHash',
    )
  })
})

describe('CreateFirstAccounts', () => {
  const wanted = [
    { username: 'admin', password: undefined, isAdmin: true },
    { username: 'demo', password: 'demo-password', isAdmin: false },
  ]

  it('creates the admin and the demo user when there is no account, reporting their passwords', async () => {
    const { createFirst, authenticate } = world()
    const created = await createFirst.execute(wanted)
    expect(created.map((c) => [c.account.username, c.account.isAdmin, c.generatedPassword])).toEqual([
      ['admin', true, true],
      ['demo', false, false],
    ])
    const admin = created[0]
    expect(admin?.password).toHaveLength(18)
    expect(await authenticate.execute({ username: 'admin', password: admin?.password ?? '' })).toMatchObject({
      isAdmin: true,
    })
    expect(await authenticate.execute({ username: 'demo', password: 'demo-password' })).toMatchObject({
      isAdmin: false,
    })
  })

  it('gives the first admin ADMIN_EMAIL (issue 24, item 3), and the demo user DEMO_EMAIL', async () => {
    const { createFirst, accounts } = world()
    const created = await createFirst.execute([
      { username: 'admin', password: undefined, isAdmin: true, email: 'admin@leads.example' },
      { username: 'demo', password: 'demo-password', isAdmin: false, email: 'demo@leads.example' },
    ])
    expect(created.map((c) => c.account.email)).toEqual(['admin@leads.example', 'demo@leads.example'])
    expect((await accounts.findByUsername('admin'))?.email).toBe('admin@leads.example')
  })

  it('on a later start, gives an admin made without an address ADMIN_EMAIL, but never replaces one', async () => {
    const { createFirst, accounts } = world()
    await createFirst.execute(wanted)
    await createFirst.execute([
      { username: 'admin', password: undefined, isAdmin: true, email: 'first@leads.example' },
    ])
    expect((await accounts.findByUsername('admin'))?.email).toBe('first@leads.example')
    await createFirst.execute([
      { username: 'admin', password: undefined, isAdmin: true, email: 'other@x.example' },
    ])
    expect((await accounts.findByUsername('admin'))?.email).toBe('first@leads.example')
  })

  it('does nothing, and reports nothing, once any account exists', async () => {
    const { createFirst, signUp } = world()
    await signUp.execute({ username: 'early', password: 'early bird' })
    expect(await createFirst.execute(wanted)).toEqual([])
  })
})
