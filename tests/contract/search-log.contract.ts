import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { UserId } from '../../src/application/server/ports/credit-ledger.repository.port.ts'
import type {
  SearchLogEntry,
  SearchLogRepository,
} from '../../src/application/server/ports/search-log.repository.port.ts'
import type { UserRepository } from '../../src/application/server/ports/user.repository.port.ts'
import { at } from '../../src/domain/credits/credits.fixture.ts'
import { planOf } from '../../src/domain/plans/plan-catalogue.ts'
import { fen } from '../../src/domain/shared/money.ts'
import { openSubscription } from '../../src/domain/subscriptions/subscription.ts'

/** The log under test and where its users come from: entries name users, pages show their names. */
export type OpenedSearchLog = {
  readonly repo: SearchLogRepository
  readonly users: Pick<UserRepository, 'signIn'>
  close(): Promise<void>
}

type Appended = Omit<SearchLogEntry, 'id' | 'username'>

// Tests share one store per file (PGlite takes seconds to start), so each works on users of its own.
let lastUser = 0
const aNewUserId = (): UserId => `searcher-${++lastUser}-${Math.random().toString(36).slice(2, 8)}`

// What PostgreSQL text can hold: no NUL, no lone surrogate (grapheme strings are well formed).
const aText = fc.string({ unit: 'grapheme', maxLength: 12 }).filter((s) => !s.includes('\u0000'))
const aNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Object.is(n, -0)),
)
const someParams = fc.dictionary(
  aText.filter((k) => k !== '__proto__'),
  fc.oneof(aText, aNumber),
  { maxKeys: 4, noNullPrototype: true },
)
const anEntry = fc.record({
  apiName: fc.constantFrom('getUserContact' as const, 'getCompanyMembers' as const),
  requestParams: someParams,
  // Few times, so that entries of one time are common.
  createdAt: fc.integer({ min: 0, max: 3 }).map((t) => at(1_000 * t)),
})

const withoutId = ({ id: _, ...entry }: SearchLogEntry) => entry

/** What every SearchLogRepository must do, whatever keeps the data (DESIGN rule 12). */
export const searchLogContract = (name: string, open: () => Promise<OpenedSearchLog>) => {
  describe(`SearchLogRepository contract: ${name}`, () => {
    let opened: OpenedSearchLog | undefined
    const repo = () => opened?.repo ?? expect.fail('the store did not open')
    const aUser = async (username: string): Promise<UserId> => {
      const id = aNewUserId()
      const profile = { id, username, email: null, avatar: null, isAdmin: false }
      const plan = planOf('FREE')
      const subscription = openSubscription({ id: `${id}-sub`, plan, start: at(0), amount: fen(0) })
      const users = opened?.users ?? expect.fail('the store did not open')
      await users.signIn(profile, at(0), () => ({ subscription, buckets: [] }))
      return id
    }
    const appendAll = async (entries: readonly Appended[]) => {
      // One at a time: the order of writing is part of what is checked.
      for (const entry of entries) await repo().append(entry)
    }
    beforeAll(async () => {
      opened = await open()
    }, 60_000)
    afterAll(() => opened?.close())

    it("a user's page holds only their entries, newest first, with username, api name and params", async () => {
      const [ada, bob] = [await aUser('Ada'), await aUser('Bob')]
      const reveal: Appended = {
        userId: ada,
        apiName: 'getUserContact',
        requestParams: { linkedInId: 'grace-hopper' },
        createdAt: at(1_000),
      }
      const members: Appended = {
        userId: ada,
        apiName: 'getCompanyMembers',
        requestParams: { company: 'Acme 株式会社', domain: 'acme.example', page: 2 },
        createdAt: at(3_000),
      }
      const bobs: Appended = { ...reveal, userId: bob, createdAt: at(2_000) }
      await appendAll([reveal, bobs, members])
      const page = await repo().page(ada, 0, 10)
      expect(page.total).toBe(2)
      expect(page.entries.map(withoutId)).toEqual([
        { ...members, username: 'Ada' },
        { ...reveal, username: 'Ada' },
      ])
      expect(new Set(page.entries.map((e) => typeof e.id))).toEqual(new Set(['string']))
      expect((await repo().page(bob, 0, 10)).entries.map(withoutId)).toEqual([{ ...bobs, username: 'Bob' }])
    })

    it('entries of one time come last written first', async () => {
      const user = await aUser('Cy')
      const entries = [1, 2, 3].map(
        (page): Appended => ({
          userId: user,
          apiName: 'getCompanyMembers',
          requestParams: { company: 'acme', page },
          createdAt: at(5_000),
        }),
      )
      await appendAll(entries)
      const { entries: read } = await repo().page(user, 0, 10)
      expect(read.map((e) => e.requestParams.page)).toEqual([3, 2, 1])
      expect(new Set(read.map((e) => e.id)).size).toBe(3)
    })

    it("page(null) holds everyone's entries, newest first, and counts them all", async () => {
      const [ada, bob] = [await aUser('Ada'), await aUser('Bob')]
      const before = (await repo().page(null, 0, 1)).total
      // Later than any other test's entries, so they head everyone's log.
      const future = 4_000_000_000_000
      const entry = (userId: UserId, t: number): Appended => ({
        userId,
        apiName: 'getUserContact',
        requestParams: { linkedInId: `p-${t}` },
        createdAt: at(future + t),
      })
      await appendAll([entry(ada, 1), entry(bob, 3), entry(ada, 2)])
      const page = await repo().page(null, 0, 3)
      expect(page.total).toBe(before + 3)
      expect(page.entries.map(withoutId)).toEqual([
        { ...entry(bob, 3), username: 'Bob' },
        { ...entry(ada, 2), username: 'Ada' },
        { ...entry(ada, 1), username: 'Ada' },
      ])
    })

    it('a user without entries has an empty page; an offset past the end is empty, with the total', async () => {
      const [idle, busy] = [await aUser('Idle'), await aUser('Busy')]
      await repo().append({ userId: busy, apiName: 'getUserContact', requestParams: {}, createdAt: at(0) })
      expect(await repo().page(idle, 0, 10)).toEqual({ total: 0, entries: [] })
      expect(await repo().page(aNewUserId(), 0, 10)).toEqual({ total: 0, entries: [] })
      expect(await repo().page(busy, 1, 10)).toEqual({ total: 1, entries: [] })
    })

    it('refuses an entry of an unknown user, or with text the database cannot hold, writing nothing', async () => {
      const user = await aUser('Dee')
      const entry: Appended = { userId: user, apiName: 'getUserContact', requestParams: {}, createdAt: at(0) }
      await expect(repo().append({ ...entry, userId: aNewUserId() })).rejects.toThrow()
      await expect(repo().append({ ...entry, requestParams: { company: 'a\u0000b' } })).rejects.toThrow()
      await expect(repo().append({ ...entry, requestParams: { company: 'a\ud800' } })).rejects.toThrow()
      await expect(repo().append({ ...entry, requestParams: { '\udc00': 1 } })).rejects.toThrow()
      expect(await repo().page(user, 0, 10)).toEqual({ total: 0, entries: [] })
    })

    it('for any entries: request params round-trip, and pages by offset and limit cover each entry once, in order', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(anEntry, { maxLength: 10 }),
          fc.integer({ min: 1, max: 4 }),
          async (entries, limit) => {
            const user = await aUser('Eve')
            const appended = entries.map((e): Appended => ({ ...e, userId: user }))
            await appendAll(appended)
            // The model: newest first; of one time, last written first.
            const expected = appended
              .map((e, i) => ({ e, i }))
              .sort((a, b) => b.e.createdAt - a.e.createdAt || b.i - a.i)
              .map(({ e }) => ({ ...e, username: 'Eve' }))
            const read: SearchLogEntry[] = []
            for (let offset = 0; offset <= appended.length; offset += limit) {
              const page = await repo().page(user, offset, limit)
              expect(page.total).toBe(appended.length)
              expect(page.entries.length).toBe(Math.min(limit, Math.max(0, appended.length - offset)))
              read.push(...page.entries)
            }
            expect(read.map(withoutId)).toEqual(expected)
            expect(new Set(read.map((e) => e.id)).size).toBe(appended.length)
          },
        ),
        { numRuns: 40 },
      )
    }, 120_000)
  })
}
