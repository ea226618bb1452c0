import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ChargeCredits } from '../../src/application/server/charge-credits.use-case.ts'
import type {
  ContactAccessRepository,
  MembersPageKey,
  PageDecision,
  RevealDecision,
} from '../../src/application/server/ports/contact-access.repository.port.ts'
import type {
  ChargeDecision,
  CreditLedgerRepository,
} from '../../src/application/server/ports/credit-ledger.repository.port.ts'
import type {
  SearchLogLine,
  SearchLogRepository,
} from '../../src/application/server/ports/search-log.repository.port.ts'
import type { Bucket } from '../../src/domain/credits/bucket.ts'
import {
  ALL_PARTS,
  NO_PARTS,
  type Parts,
  revealProfile,
  viewMembersPage,
} from '../../src/domain/credits/credit-action.ts'
import { aBucket, at } from '../../src/domain/credits/credits.fixture.ts'
import { credits } from '../../src/domain/credits/credits.ts'
import { spend } from '../../src/domain/credits/spend.ts'
import type { ProfileId } from '../../src/domain/profiles/profile-id.ts'
import type { Instant } from '../../src/domain/shared/instant.ts'
import { contactAccessListing } from './contact-access.listing.ts'
import { contactAccessRevealMany } from './contact-access.reveal-many.ts'

/**
 * The repository under test, the credit ledger it shares its users' buckets and lock with, and the
 * search log it writes the calls' lines to.
 */
export type OpenedContactAccess = {
  readonly repo: ContactAccessRepository
  readonly ledger: CreditLedgerRepository
  readonly log: Pick<SearchLogRepository, 'page'>
  close(): Promise<void>
}

// Tests share one store per file (PGlite takes seconds to start), so each works on users of its own.
let lastUser = 0
const aNewUser = (): string => `access-${++lastUser}-${Math.random().toString(36).slice(2, 8)}`
const person = (name: string) => name as ProfileId

const now = at(1_000)
type Outcome = 'charged' | 'free' | 'exceeded'

// The lines the use cases log for a reveal and for a members page.
const revealLine = (userId: string, profileId: ProfileId, when: Instant): SearchLogLine => ({
  userId,
  apiName: 'getUserContact',
  requestParams: { linkedInId: profileId },
  createdAt: when,
})
const pageLine = (userId: string, { companyId, page }: MembersPageKey, when: Instant): SearchLogLine => ({
  userId,
  apiName: 'getCompanyMembers',
  requestParams: { company: companyId, page },
  createdAt: when,
})

// What the reveal use case decides under the lock: the domain's `spend`, on the buckets and the parts
// already revealed that the repository hands over; a line in the log unless refused.
const paying =
  (profileId: ProfileId, when: Instant = now, wants: Parts = ALL_PARTS, user = '') =>
  (buckets: readonly Bucket[], alreadyRevealed: Parts): RevealDecision<Outcome> => {
    const spent = spend(buckets, revealProfile({ found: ALL_PARTS, alreadyRevealed, wants }), when)
    if (spent._tag === 'CreditsExceeded')
      return { charge: { _tag: 'NoCharge', result: 'exceeded' }, revealed: NO_PARTS, at: when }
    const charge: ChargeDecision<Outcome> =
      spent.charges.length === 0
        ? { _tag: 'NoCharge', result: 'free' }
        : {
            _tag: 'Charge',
            buckets: spent.buckets,
            charges: spent.charges,
            ledgerAction: 'RevealProfile',
            reference: profileId,
            at: when,
            result: 'charged',
          }
    const logged = user === '' ? {} : { logged: revealLine(user, profileId, when) }
    return { charge, revealed: spent.reveals, at: when, ...logged }
  }

const payingForPage =
  (key: MembersPageKey, when: Instant = now, user = '') =>
  (buckets: readonly Bucket[], alreadyPaid: boolean): PageDecision<Outcome> => {
    const spent = spend(buckets, viewMembersPage(true, alreadyPaid), when)
    if (spent._tag === 'CreditsExceeded') return { charge: { _tag: 'NoCharge', result: 'exceeded' } }
    const logged = user === '' ? {} : { logged: pageLine(user, key, when) }
    if (spent.charges.length === 0) return { charge: { _tag: 'NoCharge', result: 'free' }, ...logged }
    const reference = `${key.companyId}#${key.page}`
    const charged = { charges: spent.charges, ledgerAction: 'ViewMembersPage', reference, at: when }
    return { charge: { _tag: 'Charge', buckets: spent.buckets, ...charged, result: 'charged' }, ...logged }
  }

// A decision that pays one credit more than the bucket holds: the repository must refuse it whole.
const overdraft = <R>([b]: readonly Bucket[], result: R): ChargeDecision<R> => {
  const tooMany = credits((b?.granted ?? 0) + 1)
  return {
    _tag: 'Charge',
    buckets: b === undefined ? [] : [{ ...b, used: tooMany }],
    charges: b === undefined ? [] : [{ bucketId: b.id, kind: b.kind, quantity: tooMany }],
    ledgerAction: 'Overdraft',
    reference: null,
    at: now,
    result,
  }
}

const count = (outcomes: readonly Outcome[]) => ({
  charged: outcomes.filter((o) => o === 'charged').length,
  free: outcomes.filter((o) => o === 'free').length,
  exceeded: outcomes.filter((o) => o === 'exceeded').length,
})

/** What every ContactAccessRepository must do, whatever keeps the data (DESIGN rule 12). */
export const contactAccessContract = (name: string, open: () => Promise<OpenedContactAccess>) => {
  describe(`ContactAccessRepository contract: ${name}`, () => {
    let opened: OpenedContactAccess | undefined
    const repo = () => opened?.repo ?? expect.fail('the store did not open')
    const ledger = () => opened?.ledger ?? expect.fail('the store did not open')
    // Whether the user paid for the page since `paidSince`, asked under the lock, charging nothing.
    const paid = (user: string, page: MembersPageKey, paidSince: Instant) =>
      repo().viewPage(user, page, paidSince, (_, alreadyPaid) => ({
        charge: { _tag: 'NoCharge', result: alreadyPaid },
      }))
    // The user's log lines, newest first, as the history shows them.
    const linesOf = async (user: string) => {
      const log = opened?.log ?? expect.fail('the store did not open')
      const { entries } = await log.page(user, 0, 500)
      return entries.map(({ id: _, username: __, ...line }) => line)
    }
    beforeAll(async () => {
      opened = await open()
    }, 60_000)
    afterAll(() => opened?.close())

    it('a reveal hands decide the buckets and NO_PARTS at first; a Charge writes the charge and the parts', async () => {
      const [user, ada] = [aNewUser(), person('ada')]
      const granted = [aBucket(`${user}-lead`, 'lead', 10)]
      await ledger().grant(user, granted)
      const seen: { buckets: readonly Bucket[]; already: Parts }[] = []
      const spying = (decide: ReturnType<typeof paying>) => (buckets: readonly Bucket[], already: Parts) => {
        seen.push({ buckets, already })
        return decide(buckets, already)
      }
      expect(await repo().reveal(user, ada, spying(paying(ada)))).toBe('charged')
      expect(seen).toEqual([{ buckets: granted, already: NO_PARTS }])
      const used = [aBucket(`${user}-lead`, 'lead', 10, { used: 1 })]
      expect(await ledger().buckets(user)).toEqual(used)
      const line = {
        id: expect.any(String),
        bucketId: `${user}-lead`,
        kind: 'lead',
        quantity: 1,
        action: 'RevealProfile',
      }
      expect(await ledger().ledger(user)).toEqual([{ ...line, reference: 'ada', at: now }])
      expect(await repo().revealedOf(user, [ada])).toEqual(new Map([[ada, ALL_PARTS]]))

      expect(await repo().reveal(user, ada, spying(paying(ada, at(2_000))))).toBe('free')
      expect(seen[1]).toEqual({ buckets: used, already: ALL_PARTS })
      expect(await ledger().ledger(user)).toHaveLength(1)
    })

    it('parts once revealed stay revealed: a later decision revealing only emails does not hide phones', async () => {
      const [user, ada] = [aNewUser(), person('ada')]
      await ledger().grant(user, [aBucket(`${user}-phone`, 'phone', 5)])
      const phonesOnly = { emails: false, phones: true }
      expect(await repo().reveal(user, ada, paying(ada, now, phonesOnly))).toBe('charged')
      expect(await repo().revealedOf(user, [ada])).toEqual(new Map([[ada, phonesOnly]]))
      const seen: Parts[] = []
      const revealing = (revealed: Parts) => (_: readonly Bucket[], already: Parts) => {
        seen.push(already)
        return { charge: { _tag: 'NoCharge' as const, result: null }, revealed, at: at(2_000) }
      }
      await repo().reveal(user, ada, revealing({ emails: true, phones: false }))
      await repo().reveal(user, ada, revealing(NO_PARTS))
      expect(seen).toEqual([phonesOnly, ALL_PARTS])
      expect(await repo().revealedOf(user, [ada])).toEqual(new Map([[ada, ALL_PARTS]]))
      expect(await ledger().ledger(user)).toHaveLength(1)
    })

    it("revealedOf answers for several ids at once: absent for unknown ids, other users' and none asked", async () => {
      const [user, other] = [aNewUser(), aNewUser()]
      const [ada, bob, cy] = [person('ada'), person('bob'), person('cy')]
      await ledger().grant(user, [aBucket(`${user}-lead`, 'lead', 5)])
      await repo().reveal(user, ada, paying(ada))
      await repo().reveal(user, bob, paying(bob, now, { emails: true, phones: false }))
      expect(await repo().revealedOf(user, [ada, bob, cy])).toEqual(
        new Map([
          [ada, ALL_PARTS],
          [bob, { emails: true, phones: false }],
        ]),
      )
      expect(await repo().revealedOf(user, [])).toEqual(new Map())
      expect(await repo().revealedOf(other, [ada, bob])).toEqual(new Map())
    })

    it('a NoCharge decision writes no ledger line and leaves the buckets as they were', async () => {
      const [user, ada] = [aNewUser(), person('ada')]
      const granted = [aBucket(`${user}-search`, 'search', 3)]
      await ledger().grant(user, granted)
      expect(await repo().reveal(user, ada, paying(ada))).toBe('exceeded')
      const nothing = () => ({
        charge: { _tag: 'NoCharge' as const, result: 42 },
        revealed: NO_PARTS,
        at: now,
      })
      expect(await repo().reveal(user, ada, nothing)).toBe(42)
      expect(await ledger().buckets(user)).toEqual(granted)
      expect(await ledger().ledger(user)).toEqual([])
      expect(await repo().revealedOf(user, [ada])).toEqual(new Map())
    })

    it('writes nothing when decide throws or decides an overdraft, and goes on working', async () => {
      const [user, ada] = [aNewUser(), person('ada')]
      const granted = [aBucket(`${user}-lead`, 'lead', 1)]
      await ledger().grant(user, granted)
      const boom = new Error('decide failed')
      const throwing = () => {
        throw boom
      }
      await expect(repo().reveal(user, ada, throwing)).rejects.toBe(boom)
      const tooMuch = (buckets: readonly Bucket[]) => ({
        charge: overdraft(buckets, 'never'),
        revealed: ALL_PARTS,
        at: now,
      })
      await expect(repo().reveal(user, ada, tooMuch)).rejects.toThrow()
      expect(await ledger().buckets(user)).toEqual(granted)
      expect(await ledger().ledger(user)).toEqual([])
      expect(await repo().revealedOf(user, [ada])).toEqual(new Map())
      expect(await repo().reveal(user, ada, paying(ada))).toBe('charged')
    })

    it('never twice: 50 concurrent reveals of one person by one user spend exactly 1 credit', async () => {
      const [user, ada] = [aNewUser(), person('ada')]
      await ledger().grant(user, [aBucket(`${user}-lead`, 'lead', 10)])
      const outcomes = await Promise.all(
        Array.from({ length: 50 }, () => repo().reveal(user, ada, paying(ada, now, ALL_PARTS, user))),
      )
      expect(count(outcomes)).toEqual({ charged: 1, free: 49, exceeded: 0 })
      expect(await linesOf(user)).toHaveLength(50)
      expect((await ledger().buckets(user)).map((b) => b.used)).toEqual([1])
      expect(await ledger().ledger(user)).toHaveLength(1)
      expect(await repo().revealedOf(user, [ada])).toEqual(new Map([[ada, ALL_PARTS]]))
    }, 60_000)

    it('balance never goes below zero: 200 concurrent reveals of 200 persons on 50 lead credits reveal exactly 50', async () => {
      const user = aNewUser()
      await ledger().grant(user, [aBucket(`${user}-lead`, 'lead', 50, { expiresAt: 9_000 })])
      const people = Array.from({ length: 200 }, (_, i) => person(`person-${i}`))
      const outcomes = await Promise.all(
        people.map((p) => repo().reveal(user, p, paying(p, now, ALL_PARTS, user))),
      )
      expect(count(outcomes)).toEqual({ charged: 50, free: 0, exceeded: 150 })
      expect((await ledger().buckets(user)).map((b) => b.granted - b.used)).toEqual([0])
      const lines = await ledger().ledger(user)
      expect(lines).toHaveLength(50)
      const revealed = await repo().revealedOf(user, people)
      expect(revealed.size).toBe(50)
      // Exactly the people paid for were revealed, each in full, and logged; the refused were not.
      expect(new Set(lines.map((l) => l.reference))).toEqual(new Set(revealed.keys()))
      const logged = (await linesOf(user)).map((line) => line.requestParams.linkedInId)
      expect([logged.length, new Set(logged)]).toEqual([50, new Set(revealed.keys())])
      expect(new Set([...revealed.values()].map((parts) => JSON.stringify(parts)))).toEqual(
        new Set([JSON.stringify(ALL_PARTS)]),
      )
    }, 60_000)

    it("shares the ledger's lock: concurrent reveals and plain charges together spend exactly what was granted", async () => {
      const user = aNewUser()
      await ledger().grant(user, [aBucket(`${user}-lead`, 'lead', 30)])
      const charge = new ChargeCredits(ledger())
      const action = revealProfile({ found: ALL_PARTS })
      const outcomes = await Promise.all(
        Array.from({ length: 80 }, (_, i): Promise<Outcome> => {
          if (i % 2 === 0) return repo().reveal(user, person(`p-${i}`), paying(person(`p-${i}`)))
          return charge
            .execute({ userId: user, action, now, reference: `c-${i}` })
            .then((r) => (r._tag === 'Spent' ? 'charged' : 'exceeded'))
        }),
      )
      expect(count(outcomes)).toEqual({ charged: 30, free: 0, exceeded: 50 })
      expect((await ledger().buckets(user)).map((b) => b.used)).toEqual([30])
      const lines = await ledger().ledger(user)
      expect(lines).toHaveLength(30)
      const people = lines.flatMap((l) => (l.reference?.startsWith('p-') ? [person(l.reference)] : []))
      expect((await repo().revealedOf(user, people)).size).toBe(people.length)
    }, 60_000)

    it('a page is unpaid at first; once charged, it is paid since any time up to the charge, not after', async () => {
      const user = aNewUser()
      const page = { companyId: 'acme', page: 1 }
      await ledger().grant(user, [aBucket(`${user}-search`, 'search', 5)])
      const seen: boolean[] = []
      const result = await repo().viewPage(user, page, at(0), (buckets, alreadyPaid) => {
        seen.push(alreadyPaid)
        return payingForPage(page)(buckets, alreadyPaid)
      })
      expect([result, seen]).toEqual(['charged', [false]])
      expect(await ledger().ledger(user)).toEqual([
        {
          id: expect.any(String),
          bucketId: `${user}-search`,
          kind: 'search',
          quantity: 1,
          action: 'ViewMembersPage',
          reference: 'acme#1',
          at: now,
        },
      ])
      expect([
        await paid(user, page, at(0)),
        await paid(user, page, now),
        await paid(user, page, at(1_001)),
      ]).toEqual([true, true, false])
      expect(await repo().viewPage(user, page, at(500), payingForPage(page, at(3_000)))).toBe('free')
      // Paid again once the period is over: paid since the new time, the ledger has both.
      expect(await repo().viewPage(user, page, at(2_000), payingForPage(page, at(3_000)))).toBe('charged')
      expect([await paid(user, page, at(3_000)), await paid(user, page, at(3_001))]).toEqual([true, false])
      expect((await ledger().buckets(user)).map((b) => b.used)).toEqual([2])
    })

    it('a NoCharge view, a throwing decide or an overdraft records no paid page and no charge', async () => {
      const user = aNewUser()
      const page = { companyId: 'acme', page: 2 }
      const granted = [aBucket(`${user}-search`, 'search', 1)]
      await ledger().grant(user, granted)
      const free = () => ({ charge: { _tag: 'NoCharge' as const, result: 'free' } })
      expect(await repo().viewPage(user, page, at(0), free)).toBe('free')
      const boom = new Error('decide failed')
      const throwing = () => {
        throw boom
      }
      await expect(repo().viewPage(user, page, at(0), throwing)).rejects.toBe(boom)
      await expect(
        repo().viewPage(user, page, at(0), (buckets) => ({ charge: overdraft(buckets, 'never') })),
      ).rejects.toThrow()
      expect(await paid(user, page, at(0))).toBe(false)
      expect(await ledger().buckets(user)).toEqual(granted)
      expect(await ledger().ledger(user)).toEqual([])
      expect(await repo().viewPage(user, page, at(0), payingForPage(page))).toBe('charged')
    })

    it('concurrent views of one page by one user charge once', async () => {
      const user = aNewUser()
      const page = { companyId: 'acme', page: 3 }
      await ledger().grant(user, [aBucket(`${user}-search`, 'search', 10)])
      const outcomes = await Promise.all(
        Array.from({ length: 30 }, () => repo().viewPage(user, page, at(0), payingForPage(page, now, user))),
      )
      expect(count(outcomes)).toEqual({ charged: 1, free: 29, exceeded: 0 })
      expect(await linesOf(user)).toHaveLength(30)
      expect((await ledger().buckets(user)).map((b) => b.used)).toEqual([1])
      expect(await ledger().ledger(user)).toHaveLength(1)
    }, 60_000)

    it('pages of other numbers, other companies and other users are paid for on their own', async () => {
      const [user, other] = [aNewUser(), aNewUser()]
      const page = { companyId: 'acme', page: 1 }
      await ledger().grant(user, [aBucket(`${user}-search`, 'search', 5)])
      await repo().viewPage(user, page, at(0), payingForPage(page))
      const answers = await Promise.all([
        paid(user, page, at(0)),
        paid(user, { companyId: 'acme', page: 2 }, at(0)),
        paid(user, { companyId: 'globex', page: 1 }, at(0)),
        paid(other, page, at(0)),
      ])
      expect(answers).toEqual([true, false, false, false])
      expect(await ledger().ledger(other)).toEqual([])
    })

    it("writes a call's log line with its decision, charged or free; a decision without one logs nothing", async () => {
      const [user, ada] = [aNewUser(), person('ada')]
      const page = { companyId: 'acme', page: 1 }
      await ledger().grant(user, [aBucket(`${user}-lead`, 'lead', 1), aBucket(`${user}-search`, 'search', 1)])
      expect(await repo().reveal(user, ada, paying(ada, at(1_000), ALL_PARTS, user))).toBe('charged')
      expect(await repo().reveal(user, ada, paying(ada, at(2_000), ALL_PARTS, user))).toBe('free')
      const bob = person('bob')
      expect(await repo().reveal(user, bob, paying(bob, at(3_000), ALL_PARTS, user))).toBe('exceeded')
      expect(await repo().viewPage(user, page, at(0), payingForPage(page, at(4_000), user))).toBe('charged')
      const other = { companyId: 'globex', page: 1 }
      expect(await repo().viewPage(user, other, at(0), payingForPage(other, at(5_000), user))).toBe(
        'exceeded',
      )
      expect(await linesOf(user)).toEqual([
        pageLine(user, page, at(4_000)),
        revealLine(user, ada, at(2_000)),
        revealLine(user, ada, at(1_000)),
      ])
    })

    it('a line the database cannot hold fails the whole call: nothing charged, recorded, paid or logged', async () => {
      const [user, ada] = [aNewUser(), person('ada')]
      const page = { companyId: 'acme', page: 1 }
      const granted = [aBucket(`${user}-lead`, 'lead', 1), aBucket(`${user}-search`, 'search', 1)]
      await ledger().grant(user, granted)
      const unstorable = { linkedInId: 'a\u0000b' }
      const revealing = paying(ada, now, ALL_PARTS, user)
      await expect(
        repo().reveal(user, ada, (buckets, already) => {
          const decided = revealing(buckets, already)
          return { ...decided, logged: { ...revealLine(user, ada, now), requestParams: unstorable } }
        }),
      ).rejects.toThrow()
      const viewing = payingForPage(page, now, user)
      await expect(
        repo().viewPage(user, page, at(0), (buckets, alreadyPaid) => ({
          charge: viewing(buckets, alreadyPaid).charge,
          logged: { ...pageLine(user, page, now), requestParams: { company: 'a\u0000b' } },
        })),
      ).rejects.toThrow()
      expect(await ledger().buckets(user)).toEqual(granted)
      expect(await ledger().ledger(user)).toEqual([])
      expect(await repo().revealedOf(user, [ada])).toEqual(new Map())
      expect(await paid(user, page, at(0))).toBe(false)
      expect(await linesOf(user)).toEqual([])
    })

    contactAccessListing(repo, ledger)
    contactAccessRevealMany(repo, ledger, () => opened?.log ?? expect.fail('the store did not open'))
  })
}
