import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { UserId } from '../../src/application/server/ports/credit-ledger.repository.port.ts'
import type { UserProfile } from '../../src/application/server/ports/user.repository.port.ts'
import type {
  WebhookDelivery,
  WebhookEndpoint,
  WebhookRepository,
} from '../../src/application/server/ports/webhook.repository.port.ts'
import { instant } from '../../src/domain/shared/instant.ts'

export type OpenedWebhooks = {
  readonly repo: WebhookRepository
  addUser(profile: UserProfile): Promise<void>
  close(): Promise<void>
}

let n = 0
const fresh = (name: string) => `${name}-${++n}-${Date.now().toString(36)}`

/** The contract every WebhookRepository keeps: in memory and on Kysely (PGlite, PostgreSQL). */
export const webhookRepositoryContract = (name: string, open: () => Promise<OpenedWebhooks>) =>
  describe(`WebhookRepository contract: ${name}`, () => {
    let store: OpenedWebhooks
    beforeAll(async () => {
      store = await open()
    }, 60_000)
    afterAll(() => store?.close())

    const owner = async () => {
      const id = fresh('user') as UserId
      await store.addUser({ id, username: id, email: null, avatar: null, isAdmin: false })
      return id
    }
    const endpoint = (userId: UserId, at: number): WebhookEndpoint => ({
      id: fresh('wh'),
      userId,
      url: 'https://hooks.example/in',
      secret: 'whsec_x',
      previousSecret: null,
      events: ['credits.low', 'email.reverified'],
      createdAt: instant(at),
    })

    it('lists a user’s live endpoints oldest first; a removed one is gone for its owner only', async () => {
      const user = await owner()
      const other = await owner()
      const first = endpoint(user, 1000)
      const second = endpoint(user, 2000)
      await store.repo.addEndpoint(second)
      await store.repo.addEndpoint(first)
      expect(await store.repo.endpoints(user)).toEqual([first, second])
      expect(await store.repo.deleteEndpoint(other, first.id, instant(3000))).toBe(false)
      expect(await store.repo.deleteEndpoint(user, first.id, instant(3000))).toBe(true)
      expect(await store.repo.deleteEndpoint(user, first.id, instant(4000))).toBe(false)
      expect(await store.repo.endpoints(user)).toEqual([second])
      expect(await store.repo.findEndpoint(first.id)).toBeUndefined()
      expect(await store.repo.findEndpoint(second.id)).toEqual(second)
    })

    it('replaces the secrets of the owner’s live endpoint only while its secret is the one expected', async () => {
      const user = await owner()
      const other = await owner()
      const hook = endpoint(user, 1000)
      await store.repo.addEndpoint(hook)
      const rotated = { secret: 'whsec_y', previousSecret: { secret: 'whsec_x', expiresAt: instant(90_000) } }
      expect(await store.repo.replaceSecrets(other, hook.id, 'whsec_x', rotated)).toBe(false)
      expect(await store.repo.replaceSecrets(user, hook.id, 'whsec_other', rotated)).toBe(false)
      expect(await store.repo.findEndpoint(hook.id)).toEqual(hook)
      expect(await store.repo.replaceSecrets(user, hook.id, 'whsec_x', rotated)).toBe(true)
      expect(await store.repo.findEndpoint(hook.id)).toEqual({ ...hook, ...rotated })
      expect(await store.repo.endpoints(user)).toEqual([{ ...hook, ...rotated }])
      // A second rotation raced by the first: it expected the old secret and changes nothing.
      expect(
        await store.repo.replaceSecrets(user, hook.id, 'whsec_x', { secret: 'z', previousSecret: null }),
      ).toBe(false)
      const ended = { secret: 'whsec_z', previousSecret: null }
      expect(await store.repo.replaceSecrets(user, hook.id, 'whsec_y', ended)).toBe(true)
      expect(await store.repo.findEndpoint(hook.id)).toEqual({ ...hook, ...ended })
      expect(await store.repo.deleteEndpoint(user, hook.id, instant(3000))).toBe(true)
      expect(await store.repo.replaceSecrets(user, hook.id, 'whsec_z', rotated)).toBe(false)
    })

    it('keeps each delivery’s attempts in order with its state, newest delivery first', async () => {
      const user = await owner()
      const hook = endpoint(user, 1000)
      await store.repo.addEndpoint(hook)
      const delivery = (at: number): WebhookDelivery => ({
        id: fresh('d'),
        endpointId: hook.id,
        userId: user,
        eventType: 'credits.low',
        body: '{"x":1}',
        createdAt: instant(at),
        state: 'pending',
        attempts: [],
      })
      const older = delivery(5000)
      const newer = delivery(6000)
      await store.repo.addDelivery(older)
      await store.repo.addDelivery(newer)
      await store.repo.recordAttempt(
        older.id,
        { at: instant(7000), status: 503, error: null, response: 'later' },
        'pending',
      )
      await store.repo.recordAttempt(
        older.id,
        { at: instant(8000), status: 200, error: null, response: 'ok' },
        'delivered',
      )
      const found = await store.repo.findDelivery(older.id)
      expect(found?.state).toBe('delivered')
      expect(found?.attempts.map((a) => [a.at, a.status])).toEqual([
        [7000, 503],
        [8000, 200],
      ])
      expect((await store.repo.deliveries(user, 10)).map((d) => d.id)).toEqual([newer.id, older.id])
      expect(await store.repo.deliveries(user, 1)).toHaveLength(1)
    })
  })
