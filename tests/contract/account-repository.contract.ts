import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  AccountRepository,
  AccountWithSecret,
} from '../../src/application/server/ports/account.repository.port.ts'
import { instant } from '../../src/domain/shared/instant.ts'

export type OpenedAccounts = { readonly repo: AccountRepository; close(): Promise<void> }

// Tests share one store per file (PGlite takes seconds to start), so each uses names of its own.
let last = 0
const unique = () => `${++last}x${Math.random().toString(36).slice(2, 8)}`
const aName = () => `user${unique()}`

const anAccount = (overrides: Partial<AccountWithSecret> = {}): AccountWithSecret => ({
  id: `acc-${unique()}`,
  username: aName(),
  email: null,
  isAdmin: false,
  createdAt: instant(1_700_000_000_000),
  passwordHash: 'scrypt$hash',
  ...overrides,
})

/** What every AccountRepository must do, whatever keeps the data (DESIGN rule 12). */
export const accountRepositoryContract = (name: string, open: () => Promise<OpenedAccounts>) => {
  describe(`AccountRepository contract: ${name}`, () => {
    let opened: OpenedAccounts | undefined
    const repo = () => opened?.repo ?? expect.fail('the store did not open')
    beforeAll(async () => {
      opened = await open()
    }, 60_000)
    afterAll(() => opened?.close())

    it('is empty before the first account, and not after', async () => {
      expect(await repo().isEmpty()).toBe(true)
      await repo().create(anAccount())
      expect(await repo().isEmpty()).toBe(false)
    })

    it('changes an account’s address and password hash, and nothing of an unknown id', async () => {
      const account = anAccount({ email: 'old@x.example' })
      await repo().create(account)
      expect(await repo().updateEmail(account.id, 'new@x.example')).toMatchObject({ email: 'new@x.example' })
      expect(await repo().findById(account.id)).toMatchObject({ email: 'new@x.example' })
      expect(await repo().updateEmail(account.id, null)).toMatchObject({ email: null })
      expect(await repo().updatePasswordHash(account.id, 'scrypt$other')).toBe(true)
      expect((await repo().findSecretById(account.id))?.passwordHash).toBe('scrypt$other')
      expect(await repo().updateEmail('acc-nobody', 'a@b.example')).toBeUndefined()
      expect(await repo().updatePasswordHash('acc-nobody', 'x')).toBe(false)
      expect(await repo().findSecretById('acc-nobody')).toBeUndefined()
    })

    it('reads an account back by id (without its secret) and by username (with it)', async () => {
      const account = anAccount({ email: 'ada@x.example', isAdmin: true, passwordHash: 'scrypt$abc' })
      const { passwordHash, ...visible } = account
      expect(await repo().create(account)).toEqual(visible)
      expect(await repo().findById(account.id)).toEqual(visible)
      expect(await repo().findByUsername(account.username)).toEqual(account)
      expect(await repo().findById('nobody')).toBeUndefined()
      expect(await repo().findByUsername('nobody-at-all')).toBeUndefined()
    })

    it('finds a username in any letter case, and keeps the case it was given', async () => {
      const account = anAccount({ username: `Ada${unique()}` })
      await repo().create(account)
      expect((await repo().findByUsername(account.username.toUpperCase()))?.username).toBe(account.username)
      expect((await repo().findByUsername(account.username.toLowerCase()))?.id).toBe(account.id)
    })

    it('refuses a username taken in another case, and keeps the first account', async () => {
      const first = anAccount()
      await repo().create(first)
      const second = anAccount({ username: first.username.toUpperCase() })
      expect(await repo().create(second)).toEqual({ _tag: 'UsernameTaken', username: second.username })
      expect(await repo().findById(second.id)).toBeUndefined()
      expect((await repo().findByUsername(first.username))?.id).toBe(first.id)
    })

    it('of many racing creates of one name, exactly one wins', async () => {
      const username = aName()
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          repo().create(anAccount({ username: i % 2 ? username.toUpperCase() : username })),
        ),
      )
      expect(results.filter((r) => !('_tag' in r))).toHaveLength(1)
      expect(results.filter((r) => '_tag' in r)).toHaveLength(7)
    })
  })
}
