import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  ApiKeyRepository,
  NewApiKey,
} from '../../src/application/server/ports/api-key.repository.port.ts'
import type { UserId } from '../../src/application/server/ports/credit-ledger.repository.port.ts'
import type { UserProfile } from '../../src/application/server/ports/user.repository.port.ts'
import { instant } from '../../src/domain/shared/instant.ts'

export type OpenedApiKeys = {
  readonly repo: ApiKeyRepository
  /** Records a user the keys can belong to. */
  addUser(profile: UserProfile): Promise<void>
  close(): Promise<void>
}

let n = 0
const fresh = (name: string) => `${name}-${++n}-${Date.now().toString(36)}`
const profile = (admin = false): UserProfile => ({
  id: fresh('user') as UserId,
  username: fresh('name'),
  email: null,
  avatar: null,
  isAdmin: admin,
})
const aKey = (userId: UserId, at: number, more: Partial<NewApiKey> = {}): NewApiKey => ({
  id: fresh('k').slice(0, 24),
  userId,
  name: 'CRM sync',
  scopes: ['read', 'reveal'],
  secretHash: 'a'.repeat(64),
  createdAt: instant(at),
  ...more,
})

/** The contract every ApiKeyRepository keeps: run on the in-memory fake and on Kysely (PGlite, PostgreSQL). */
export const apiKeyRepositoryContract = (name: string, open: () => Promise<OpenedApiKeys>) =>
  describe(`ApiKeyRepository contract: ${name}`, () => {
    let store: OpenedApiKeys
    beforeAll(async () => {
      store = await open()
    }, 60_000)
    afterAll(() => store?.close())

    const user = async (admin = false) => {
      const p = profile(admin)
      await store.addUser(p)
      return p
    }

    it('finds a key with its user, lists newest first, counts live ones', async () => {
      const owner = await user(true)
      const older = aKey(owner.id, 1_000)
      const newer = aKey(owner.id, 2_000, { scopes: ['read', 'admin'] })
      await store.repo.create(older)
      await store.repo.create(newer)
      const found = await store.repo.findWithUser(newer.id)
      expect(found?.user).toEqual(owner)
      expect(found?.key).toMatchObject({ ...newer, lastUsedAt: null, revokedAt: null, requests: 0 })
      expect((await store.repo.list(owner.id)).map((k) => k.id)).toEqual([newer.id, older.id])
      expect(await store.repo.countLive(owner.id)).toBe(2)
      expect(await store.repo.findWithUser('nobody-has-this')).toBeUndefined()
    })

    it('revokes a live key of its own user once; another user cannot', async () => {
      const owner = await user()
      const other = await user()
      const key = aKey(owner.id, 3_000)
      await store.repo.create(key)
      expect(await store.repo.revoke(other.id, key.id, instant(4_000))).toBeUndefined()
      const revoked = await store.repo.revoke(owner.id, key.id, instant(4_000))
      expect(revoked?.revokedAt).toBe(4_000)
      expect(await store.repo.revoke(owner.id, key.id, instant(5_000))).toBeUndefined()
      expect((await store.repo.findWithUser(key.id))?.key.revokedAt).toBe(4_000)
      expect(await store.repo.countLive(owner.id)).toBe(0)
    })

    it('adds calls within a month, starts again in a new one, and keeps the latest use', async () => {
      const owner = await user()
      const key = aKey(owner.id, 6_000)
      await store.repo.create(key)
      await store.repo.recordUse([{ id: key.id, calls: 3, lastUsedAt: instant(7_000), month: '2026-11' }])
      await store.repo.recordUse([{ id: key.id, calls: 2, lastUsedAt: instant(6_500), month: '2026-11' }])
      let found = (await store.repo.findWithUser(key.id))?.key
      expect(found).toMatchObject({ requests: 5, usageMonth: '2026-11', lastUsedAt: 7_000 })
      await store.repo.recordUse([{ id: key.id, calls: 1, lastUsedAt: instant(9_000), month: '2026-12' }])
      found = (await store.repo.findWithUser(key.id))?.key
      expect(found).toMatchObject({ requests: 1, usageMonth: '2026-12', lastUsedAt: 9_000 })
    })

    it('remembers each address a key was used from, saying which was new', async () => {
      const owner = await user()
      const key = aKey(owner.id, 10_000)
      await store.repo.create(key)
      expect(await store.repo.rememberAddress(key.id, '203.0.113.5', instant(1))).toBe(true)
      expect(await store.repo.rememberAddress(key.id, '203.0.113.5', instant(2))).toBe(false)
      expect(await store.repo.rememberAddress(key.id, '203.0.113.6', instant(3))).toBe(true)
    })
  })
