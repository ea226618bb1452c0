import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ChargeCredits } from '../../src/application/server/charge-credits.use-case.ts'
import type { CreditLedgerRepository } from '../../src/application/server/ports/credit-ledger.repository.port.ts'
import { ALL_PARTS, revealProfile } from '../../src/domain/credits/credit-action.ts'
import { aBucket, at } from '../../src/domain/credits/credits.fixture.ts'
import { credits } from '../../src/domain/credits/credits.ts'
import { creditLedgerInvariants } from './credit-ledger.invariants.ts'
import { creditLedgerPaging } from './credit-ledger.paging.ts'
import { creditLedgerRefunds } from './credit-ledger.refunds.ts'

export type OpenedLedger = { readonly repo: CreditLedgerRepository; close(): Promise<void> }

// Tests share one store per file (PGlite takes seconds to start), so each works on users of its own.
let lastUser = 0
export const aNewUser = (): string => `user-${++lastUser}-${Math.random().toString(36).slice(2, 8)}`

const now = at(1_000)
const aReveal = revealProfile({ found: ALL_PARTS })

/** What every CreditLedgerRepository must do, whatever keeps the data (DESIGN rule 12). */
export const creditLedgerContract = (name: string, open: () => Promise<OpenedLedger>) => {
  describe(`CreditLedgerRepository contract: ${name}`, () => {
    let opened: OpenedLedger | undefined
    const repo = () => opened?.repo ?? expect.fail('the store did not open')
    const charge = () => new ChargeCredits(repo())
    beforeAll(async () => {
      opened = await open()
    }, 60_000)
    afterAll(() => opened?.close())

    it('reads back granted buckets, by id, across grants; an unknown user has none', async () => {
      const user = aNewUser()
      const later = aBucket(`${user}-b`, 'free', 10, { source: 'FREE' })
      const first = aBucket(`${user}-a`, 'lead', 100, {
        startsAt: 500,
        expiresAt: 9_000,
        source: 'MONTHLY_PRO',
      })
      await repo().grant(user, [later])
      await repo().grant(user, [first, aBucket(`${user}-c`, 'email', 200, { used: 3, expiresAt: 4_000 })])
      expect(await repo().buckets(user)).toEqual([
        first,
        later,
        aBucket(`${user}-c`, 'email', 200, { used: 3, expiresAt: 4_000 }),
      ])
      expect(await repo().buckets(aNewUser())).toEqual([])
      expect(await repo().ledger(user)).toEqual([])
    })

    it('refuses a bucket id already in use, and writes none of that grant', async () => {
      const user = aNewUser()
      await repo().grant(user, [aBucket(`${user}-a`, 'lead', 5)])
      const again = [aBucket(`${user}-new`, 'lead', 5), aBucket(`${user}-a`, 'search', 5)]
      await expect(repo().grant(user, again)).rejects.toThrow()
      expect((await repo().buckets(user)).map((b) => b.id)).toEqual([`${user}-a`])
    })

    it('a charge raises used and writes one ledger line per charge, newest first', async () => {
      const user = aNewUser()
      await repo().grant(user, [aBucket(`${user}-e`, 'email', 5), aBucket(`${user}-p`, 'phone', 5)])
      const spent = await charge().execute({ userId: user, action: aReveal, now, reference: 'ada' })
      expect(spent).toMatchObject({ _tag: 'Spent', reveals: ALL_PARTS })
      await charge().execute({ userId: user, action: aReveal, now: at(2_000) })
      expect((await repo().buckets(user)).map((b) => b.used)).toEqual([2, 2])
      const line = { id: expect.any(String), quantity: 1, action: 'RevealProfile' }
      expect(await repo().ledger(user)).toEqual([
        { ...line, bucketId: `${user}-p`, kind: 'phone', reference: null, at: at(2_000) },
        { ...line, bucketId: `${user}-e`, kind: 'email', reference: null, at: at(2_000) },
        { ...line, bucketId: `${user}-p`, kind: 'phone', reference: 'ada', at: now },
        { ...line, bucketId: `${user}-e`, kind: 'email', reference: 'ada', at: now },
      ])
    })

    it('writes nothing for a free action, for exceeded credits or for a NoCharge decision', async () => {
      const user = aNewUser()
      const granted = [aBucket(`${user}-s`, 'search', 1)]
      await repo().grant(user, granted)
      const again = revealProfile({ found: ALL_PARTS, alreadyRevealed: ALL_PARTS })
      expect(await charge().execute({ userId: user, action: again, now })).toEqual({
        _tag: 'Spent',
        charges: [],
        reveals: ALL_PARTS,
      })
      expect(await charge().execute({ userId: user, action: aReveal, now })).toMatchObject({
        _tag: 'CreditsExceeded',
      })
      expect(await repo().charge(user, () => ({ _tag: 'NoCharge', result: 42 }))).toBe(42)
      expect(await repo().buckets(user)).toEqual(granted)
      expect(await repo().ledger(user)).toEqual([])
    })

    it('pays from the bucket the domain picks: soonest expiry first, never-expiring last', async () => {
      const user = aNewUser()
      await repo().grant(user, [
        aBucket(`${user}-never`, 'lead', 1),
        aBucket(`${user}-late`, 'lead', 1, { expiresAt: 9_000 }),
        aBucket(`${user}-soon`, 'lead', 1, { expiresAt: 5_000 }),
      ])
      const paidBy = async () => {
        const result = await charge().execute({ userId: user, action: aReveal, now })
        return result._tag === 'Spent' ? result.charges.map((c) => c.bucketId) : result._tag
      }
      expect([await paidBy(), await paidBy(), await paidBy(), await paidBy()]).toEqual([
        [`${user}-soon`],
        [`${user}-late`],
        [`${user}-never`],
        'CreditsExceeded',
      ])
    })

    it("never touches another user's buckets or ledger", async () => {
      const [me, other] = [aNewUser(), aNewUser()]
      await repo().grant(me, [aBucket(`${me}-a`, 'lead', 5)])
      await repo().grant(other, [aBucket(`${other}-a`, 'lead', 5)])
      await charge().execute({ userId: me, action: aReveal, now })
      await charge().execute({ userId: me, action: aReveal, now })
      expect(await repo().buckets(other)).toEqual([aBucket(`${other}-a`, 'lead', 5)])
      expect(await repo().ledger(other)).toEqual([])
      expect(await charge().execute({ userId: aNewUser(), action: aReveal, now })).toMatchObject({
        _tag: 'CreditsExceeded',
      })
    })

    it('writes nothing when decide throws or decides an overdraft, and goes on working', async () => {
      const user = aNewUser()
      const granted = [aBucket(`${user}-a`, 'lead', 1)]
      await repo().grant(user, granted)
      const boom = new Error('decide failed')
      await expect(
        repo().charge(user, () => {
          throw boom
        }),
      ).rejects.toBe(boom)
      const tooMany = credits(2)
      const overdraft = repo().charge(user, ([b]) => ({
        _tag: 'Charge',
        buckets: b === undefined ? [] : [{ ...b, used: tooMany }],
        charges: b === undefined ? [] : [{ bucketId: b.id, kind: b.kind, quantity: tooMany }],
        ledgerAction: 'Overdraft',
        reference: null,
        at: now,
        result: 'never',
      }))
      await expect(overdraft).rejects.toThrow()
      expect(await repo().buckets(user)).toEqual(granted)
      expect(await repo().ledger(user)).toEqual([])
      expect(await charge().execute({ userId: user, action: aReveal, now })).toMatchObject({ _tag: 'Spent' })
    })

    creditLedgerInvariants(repo)
    creditLedgerPaging(repo)
    creditLedgerRefunds(repo)
  })
}
