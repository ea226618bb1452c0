import fc from 'fast-check'
import { expect, it } from 'vitest'
import type { ChargeCreditsResult } from '../../src/application/server/charge-credits.use-case.ts'
import { decideReveal } from '../../src/application/server/decide-reveal.ts'
import type {
  ContactAccessRepository,
  RevealDecision,
} from '../../src/application/server/ports/contact-access.repository.port.ts'
import type {
  CreditLedgerRepository,
  LedgerLine,
} from '../../src/application/server/ports/credit-ledger.repository.port.ts'
import type {
  SearchLogEntry,
  SearchLogRepository,
} from '../../src/application/server/ports/search-log.repository.port.ts'
import type { Bucket } from '../../src/domain/credits/bucket.ts'
import { ALL_PARTS, NO_PARTS, type Parts } from '../../src/domain/credits/credit-action.ts'
import type { CreditKind } from '../../src/domain/credits/credit-kind.ts'
import { aBucket, at } from '../../src/domain/credits/credits.fixture.ts'
import { credits } from '../../src/domain/credits/credits.ts'
import type { ProfileId } from '../../src/domain/profiles/profile-id.ts'

let lastUser = 0
const aNewUser = (): string => `many-${++lastUser}-${Math.random().toString(36).slice(2, 8)}`
const person = (name: string) => name as ProfileId

type Asked = {
  readonly profileId: ProfileId
  readonly found: Parts
  readonly wants: Parts
  readonly when: number
}

// What the bulk job decides for each person: the one reveal decision, as a single reveal makes it.
const deciding =
  (user: string, asked: (profileId: ProfileId, index: number) => Asked) =>
  (): ((
    buckets: readonly Bucket[],
    already: Parts,
    profileId: ProfileId,
  ) => RevealDecision<ChargeCreditsResult>) => {
    let index = 0
    return (buckets, already, profileId) => {
      const { found, wants, when } = asked(profileId, index++)
      return decideReveal(buckets, already, { userId: user, profileId, found, wants, now: at(when) })
    }
  }

const outcomeOf = (r: ChargeCreditsResult) =>
  r._tag === 'CreditsExceeded' ? 'exceeded' : r.charges.length === 0 ? 'free' : 'charged'

/**
 * Part of the contract: `revealMany`, a list of reveals in one turn of the lock and one transaction (a
 * bulk job's chunk). Its law: it is exactly `reveal` called for each person in turn, in buckets, ledger
 * lines, what is revealed and the log; only the commit is shared. Sits beside the reveal cases of
 * contact-access.contract.ts, on the same stores.
 */
export const contactAccessRevealMany = (
  repo: () => ContactAccessRepository,
  ledger: () => CreditLedgerRepository,
  log: () => Pick<SearchLogRepository, 'page'>,
) => {
  const linesOf = async (user: string) => {
    const { entries } = await log().page(user, 0, 500)
    return entries.map(({ id: _, username: __, ...line }): Omit<SearchLogEntry, 'id' | 'username'> => line)
  }

  it('revealMany of no one decides nothing and writes nothing', async () => {
    const user = aNewUser()
    const granted = [aBucket(`${user}-lead`, 'lead', 2)]
    await ledger().grant(user, granted)
    const never = () => expect.fail('decide called for an empty list')
    expect(await repo().revealMany(user, [], never)).toEqual([])
    expect(await ledger().buckets(user)).toEqual(granted)
    expect(await ledger().ledger(user)).toEqual([])
  })

  it('decides in list order on the buckets the earlier decisions left; a person twice is free the second time', async () => {
    const user = aNewUser()
    const [ada, bob] = [person('ada'), person('bob')]
    await ledger().grant(user, [aBucket(`${user}-lead`, 'lead', 5)])
    const seen: { profileId: ProfileId; used: number[]; already: Parts; position: number }[] = []
    const decide = deciding(user, (profileId, i) => ({
      profileId,
      found: ALL_PARTS,
      wants: ALL_PARTS,
      when: 1_000 + i,
    }))()
    const results = await repo().revealMany(
      user,
      [ada, bob, ada],
      (buckets, already, profileId, position) => {
        seen.push({ profileId, used: buckets.map((b) => b.used), already, position })
        return decide(buckets, already, profileId)
      },
    )
    expect(results.map(outcomeOf)).toEqual(['charged', 'charged', 'free'])
    expect(seen).toEqual([
      { profileId: ada, used: [0], already: NO_PARTS, position: 0 },
      { profileId: bob, used: [1], already: NO_PARTS, position: 1 },
      { profileId: ada, used: [2], already: ALL_PARTS, position: 2 },
    ])
    expect((await ledger().buckets(user)).map((b) => b.used)).toEqual([2])
    expect((await ledger().ledger(user)).map((l) => l.reference)).toEqual(['bob', 'ada'])
    expect(await repo().revealedOf(user, [ada, bob])).toEqual(
      new Map([
        [ada, ALL_PARTS],
        [bob, ALL_PARTS],
      ]),
    )
    // Every call is in the log, the free one too, newest first.
    expect((await linesOf(user)).map((l) => [l.requestParams.linkedInId, l.createdAt])).toEqual([
      ['ada', at(1_002)],
      ['bob', at(1_001)],
      ['ada', at(1_000)],
    ])
    // Revealed before: free, and seen as revealed, in a later list.
    const again = await repo().revealMany(user, [bob], decide)
    expect(again.map(outcomeOf)).toEqual(['free'])
    expect(await ledger().ledger(user)).toHaveLength(2)
  })

  it('when credits run out mid-list, the rest are refused, not charged and not revealed', async () => {
    const user = aNewUser()
    await ledger().grant(user, [aBucket(`${user}-lead`, 'lead', 3)])
    const people = ['a', 'b', 'c', 'd', 'e'].map(person)
    const decide = deciding(user, (profileId) => ({
      profileId,
      found: ALL_PARTS,
      wants: ALL_PARTS,
      when: 1_000,
    }))()
    const results = await repo().revealMany(user, people, decide)
    expect(results.map(outcomeOf)).toEqual(['charged', 'charged', 'charged', 'exceeded', 'exceeded'])
    expect((await ledger().buckets(user)).map((b) => b.granted - b.used)).toEqual([0])
    expect([...(await repo().revealedOf(user, people)).keys()]).toEqual(['a', 'b', 'c'])
    expect(await linesOf(user)).toHaveLength(3)
  })

  it('all or nothing: a throwing decide, an overdraft or a line the database cannot hold writes nothing of the list', async () => {
    const user = aNewUser()
    const granted = [aBucket(`${user}-lead`, 'lead', 3)]
    await ledger().grant(user, granted)
    const people = ['a', 'b', 'c'].map(person)
    const decide = deciding(user, (profileId) => ({
      profileId,
      found: ALL_PARTS,
      wants: ALL_PARTS,
      when: 1_000,
    }))
    const boom = new Error('decide failed')
    const throwingAtLast = () => {
      const inner = decide()
      return (buckets: readonly Bucket[], already: Parts, profileId: ProfileId) => {
        if (profileId === 'c') throw boom
        return inner(buckets, already, profileId)
      }
    }
    await expect(repo().revealMany(user, people, throwingAtLast())).rejects.toBe(boom)
    const overdraftAtLast = () => {
      const inner = decide()
      return (buckets: readonly Bucket[], already: Parts, profileId: ProfileId) => {
        const decided = inner(buckets, already, profileId)
        if (profileId !== 'c' || decided.charge._tag !== 'Charge') return decided
        const b = buckets[0] as Bucket
        const tooMany = credits(b.granted + 1)
        const charges = [{ bucketId: b.id, kind: b.kind, quantity: tooMany }]
        return { ...decided, charge: { ...decided.charge, buckets: [{ ...b, used: tooMany }], charges } }
      }
    }
    await expect(repo().revealMany(user, people, overdraftAtLast())).rejects.toThrow()
    const unstorableAtLast = () => {
      const inner = decide()
      return (buckets: readonly Bucket[], already: Parts, profileId: ProfileId) => {
        const decided = inner(buckets, already, profileId)
        if (profileId !== 'c' || decided.logged === undefined) return decided
        return { ...decided, logged: { ...decided.logged, requestParams: { linkedInId: 'a\u0000b' } } }
      }
    }
    await expect(repo().revealMany(user, people, unstorableAtLast())).rejects.toThrow()
    expect(await ledger().buckets(user)).toEqual(granted)
    expect(await ledger().ledger(user)).toEqual([])
    expect(await repo().revealedOf(user, people)).toEqual(new Map())
    expect(await linesOf(user)).toEqual([])
    expect((await repo().revealMany(user, people, decide())).map(outcomeOf)).toEqual([
      'charged',
      'charged',
      'charged',
    ])
  })

  it('never twice: lists and single reveals of the same people racing charge each person once', async () => {
    const user = aNewUser()
    await ledger().grant(user, [aBucket(`${user}-lead`, 'lead', 100)])
    const people = Array.from({ length: 12 }, (_, i) => person(`p-${i}`))
    const decide = deciding(user, (profileId) => ({
      profileId,
      found: ALL_PARTS,
      wants: ALL_PARTS,
      when: 1_000,
    }))
    const calls = Array.from({ length: 12 }, (_, i) => {
      if (i % 3 === 0) {
        const one = people[i] as ProfileId
        return repo()
          .reveal(user, one, (buckets, already) => decide()(buckets, already, one))
          .then((r) => [r])
      }
      // Overlapping lists, in different orders.
      const list = i % 2 === 0 ? people.slice(i - 2) : [...people].reverse().slice(0, i)
      return repo().revealMany(user, list, decide())
    })
    const outcomes = (await Promise.all(calls)).flat().map(outcomeOf)
    expect(outcomes.filter((o) => o === 'charged')).toHaveLength(people.length)
    expect(outcomes.filter((o) => o === 'exceeded')).toHaveLength(0)
    const lines = await ledger().ledger(user)
    expect(lines.map((l) => l.reference).sort()).toEqual([...people].sort())
    expect((await ledger().buckets(user)).map((b) => b.used)).toEqual([people.length])
  }, 60_000)

  it('property: revealMany of a list equals revealing the same people one by one (balances, ledger, revealed, log)', async () => {
    const KINDS: readonly CreditKind[] = ['lead', 'email', 'phone', 'free', 'search']
    const aPlan = fc.record({
      buckets: fc.array(
        fc.record({
          kind: fc.constantFrom(...KINDS),
          granted: fc.integer({ min: 0, max: 4 }),
          used: fc.integer({ min: 0, max: 4 }),
          // Some expire mid-list: the list's times run from 1,000 on, one a person.
          expiresAt: fc.option(fc.integer({ min: 995, max: 1_012 }), { nil: null }),
        }),
        { maxLength: 4 },
      ),
      before: fc.array(
        fc.record({
          who: fc.integer({ min: 0, max: 5 }),
          wants: fc.record({ emails: fc.boolean(), phones: fc.boolean() }),
        }),
        { maxLength: 3 },
      ),
      list: fc.array(
        fc.record({
          who: fc.integer({ min: 0, max: 5 }),
          found: fc.record({ emails: fc.boolean(), phones: fc.boolean() }),
          wants: fc.record({ emails: fc.boolean(), phones: fc.boolean() }),
        }),
        { maxLength: 10 },
      ),
    })
    // Everything the user has, with the user's own name taken out of the bucket ids, to compare users.
    const worldOf = async (user: string) => {
      const strip = (id: string) => id.slice(user.length)
      const buckets = (await ledger().buckets(user)).map((b) => ({
        ...b,
        id: strip(b.id),
        subscriptionId: '',
      }))
      const lines = (await ledger().ledger(user)).map(({ id: _, ...l }: LedgerLine) => ({
        ...l,
        bucketId: strip(l.bucketId),
      }))
      const revealed = await repo().revealedBy(user)
      const logged = (await linesOf(user)).map((l) => ({ ...l, userId: '' }))
      return { buckets, lines, revealed, logged }
    }
    await fc.assert(
      fc.asyncProperty(aPlan, async ({ buckets, before, list }) => {
        const [many, single] = [aNewUser(), aNewUser()]
        const results: Record<string, string[]> = {}
        for (const user of [many, single]) {
          await ledger().grant(
            user,
            buckets.map((b, i) =>
              aBucket(`${user}-${i}`, b.kind, Math.max(b.granted, b.used), {
                used: b.used,
                expiresAt: b.expiresAt,
              }),
            ),
          )
          // Some people revealed before, in part.
          for (const [i, { who, wants }] of before.entries()) {
            const id = person(`p${who}`)
            await repo().reveal(user, id, (bs, already) =>
              decideReveal(bs, already, {
                userId: user,
                profileId: id,
                found: ALL_PARTS,
                wants,
                now: at(900 + i),
              }),
            )
          }
        }
        const ids = list.map(({ who }) => person(`p${who}`))
        const asked = (profileId: ProfileId, i: number): Asked => {
          const { found, wants } = list[i] ?? expect.fail('asked past the list')
          return { profileId, found, wants, when: 1_000 + i }
        }
        const decideMany = deciding(many, asked)()
        results.many = (await repo().revealMany(many, ids, decideMany)).map(outcomeOf)
        results.single = []
        for (const [i, id] of ids.entries()) {
          const { found, wants, when } = asked(id, i)
          const r = await repo().reveal(single, id, (bs, already) =>
            decideReveal(bs, already, { userId: single, profileId: id, found, wants, now: at(when) }),
          )
          results.single.push(outcomeOf(r))
        }
        expect(results.many).toEqual(results.single)
        expect(await worldOf(many)).toEqual(await worldOf(single))
      }),
      { numRuns: 25 },
    )
  }, 120_000)
}
