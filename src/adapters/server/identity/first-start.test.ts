import { describe, expect, it } from 'vitest'
import { CreateFirstAccounts } from '../../../application/server/create-first-accounts.use-case.ts'
import { fixedClock } from '../../../application/testing/fixed-clock.ts'
import { InMemoryAccountRepository } from '../../../application/testing/in-memory-account.repository.ts'
import { reversiblePasswordHasher } from '../../../application/testing/reversible-password-hasher.ts'
import { createFirstAccountsOnStart } from './first-start.ts'

describe('the first start', () => {
  it('tells the log how to sign in as the admin and the demo user, once, on the start that made them', async () => {
    let id = 0
    const createFirst = new CreateFirstAccounts(
      new InMemoryAccountRepository(),
      reversiblePasswordHasher(),
      fixedClock(0),
      { next: () => `a${++id}` },
      { int: () => 3 },
    )
    const said: string[] = []
    const log = { warn: (_: object, message: string) => said.push(message) }
    const config = {
      admin: { username: 'admin', password: undefined, email: 'admin@leads.example' },
      demo: { username: 'demo', password: 'demo-password', email: undefined },
    }
    await createFirstAccountsOnStart(createFirst, config, 'http://localhost:3000', log)
    expect(said).toEqual([
      'First start: created an administrator. Sign in at http://localhost:3000 with username "admin" and password "dddddddddddddddddd". It is shown only this once; set ADMIN_PASSWORD to choose your own.',
      'First start: created a demo user. Sign in at http://localhost:3000 with username "demo" and the password in DEMO_PASSWORD.',
    ])
    await createFirstAccountsOnStart(createFirst, config, 'http://localhost:3000', log)
    expect(said).toHaveLength(2)
  })
})
