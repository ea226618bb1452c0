import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EmailRecords } from '../../src/application/server/ports/email-records.port.ts'
import type { EmailVerdict } from '../../src/domain/email/email-verdict.ts'
import { instant } from '../../src/domain/shared/instant.ts'

/** One person with one address, as a test seeds it. */
export type SeededEmail = {
  readonly name: string
  readonly address: string
  readonly verdict: EmailVerdict
  readonly checkedAt: number
}

export type EmailRecordsHarness = {
  readonly records: EmailRecords
  /** Adds people with their addresses (each entry one person). */
  seed(emails: readonly SeededEmail[]): Promise<void>
  /** Records that `userId` revealed the emails of the `index`th seeded person (0-based). */
  revealEmails(userId: string, index: number): Promise<void>
  /** Every held copy's verdict, reason and check time, by address. */
  copiesOf(address: string): Promise<readonly { verdict: string; reason: string | null; checkedAt: number }[]>
  close(): Promise<void>
}

const DAY = 86_400_000
const T0 = Date.UTC(2026, 0, 1)

/** What every EmailRecords must do, on the fake and on each database. */
export const emailRecordsContract = (name: string, open: () => Promise<EmailRecordsHarness>) =>
  describe(`EmailRecords contract: ${name}`, () => {
    let h: EmailRecordsHarness
    beforeAll(async () => {
      h = await open()
      await h.seed([
        { name: 'Anna Schmidt', address: 'anna.schmidt@acme.io', verdict: 'valid', checkedAt: T0 },
        { name: 'Ben Ode', address: 'ben.ode@acme.io', verdict: 'valid', checkedAt: T0 + 3 * DAY },
        { name: 'Cara Ng', address: 'cara.ng@acme.io', verdict: 'invalid', checkedAt: T0 + 5 * DAY },
        // The same address held for two people (two sources): one mailbox, two copies.
        { name: 'Dan Roe', address: 'sales@globex.io', verdict: 'unknown', checkedAt: T0 + DAY },
        { name: 'Dana Roe', address: 'sales@globex.io', verdict: 'unknown', checkedAt: T0 + 2 * DAY },
        { name: 'Demo Person', address: 'demo@brightfold.example', verdict: 'valid', checkedAt: T0 - DAY },
      ])
    }, 120_000)
    afterAll(() => h.close(), 60_000)

    it('lists stale addresses oldest first, each once, skipping reserved domains', async () => {
      const stale = await h.records.staleFirst(instant(T0 + 4 * DAY), 10, ['example'])
      expect(stale.map((s) => s.address)).toEqual([
        'anna.schmidt@acme.io',
        'sales@globex.io',
        'ben.ode@acme.io',
      ])
      expect(stale[0]?.checkedAt).toBe(T0)
      expect(await h.records.staleFirst(instant(T0 + 4 * DAY), 1, ['example'])).toHaveLength(1)
    })

    it('writes a verdict on every copy of the address', async () => {
      const at = T0 + 10 * DAY
      const copies = await h.records.recordVerdict({
        address: 'sales@globex.io',
        verdict: 'accept_all',
        reason: 'the domain accepts any address',
        mxHost: 'mx.globex.io',
        checkedAt: instant(at),
      })
      expect(copies).toBe(2)
      expect(await h.copiesOf('sales@globex.io')).toEqual([
        { verdict: 'accept_all', reason: 'the domain accepts any address', checkedAt: at },
        { verdict: 'accept_all', reason: 'the domain accepts any address', checkedAt: at },
      ])
      expect((await h.records.staleFirst(instant(T0 + 4 * DAY), 10, [])).map((s) => s.address)).not.toContain(
        'sales@globex.io',
      )
    })

    it('gives the named addresses held at a domain, leaving out invalid ones', async () => {
      expect(await h.records.namedAddressesAt('ACME.io', 10)).toEqual([
        { address: 'anna.schmidt@acme.io', name: 'Anna Schmidt' },
        { address: 'ben.ode@acme.io', name: 'Ben Ode' },
      ])
      expect(await h.records.namedAddressesAt('acme.io', 1)).toHaveLength(1)
    })

    it('remembers what the finder found for each user, once, even when two calls race', async () => {
      const at = instant(T0)
      const raced = await Promise.all([
        h.records.markFound('user-1', 'li.wei@acme.io', at),
        h.records.markFound('user-1', 'li.wei@acme.io', at),
      ])
      expect([...raced].sort()).toEqual([false, true])
      expect(await h.records.markFound('user-2', 'li.wei@acme.io', at)).toBe(true)
      await h.records.forgetFound('user-1', 'li.wei@acme.io')
      expect(await h.records.markFound('user-1', 'li.wei@acme.io', at)).toBe(true)
    })

    it('names who holds an address, and stores a found address with its person once (source found)', async () => {
      expect(await h.records.holdersOf('sales@globex.io')).toEqual(['contract-person-3', 'contract-person-4'])
      expect(await h.records.holdersOf('nobody@acme.io')).toEqual([])
      const found = {
        address: 'anna@acme.io',
        verdict: 'valid' as const,
        reason: 'the mail server accepts this mailbox and refuses made-up ones',
        mxHost: 'mx.acme.io',
        checkedAt: instant(T0 + 20 * DAY),
      }
      expect(await h.records.storeFound('contract-person-0', found)).toBe(true)
      expect(await h.records.storeFound('contract-person-0', { ...found, verdict: 'accept_all' })).toBe(false)
      expect(await h.records.holdersOf('anna@acme.io')).toEqual(['contract-person-0'])
      expect(await h.copiesOf('anna@acme.io')).toEqual([
        { verdict: 'accept_all', reason: found.reason, checkedAt: T0 + 20 * DAY },
      ])
    })

    it('names the users who hold an address: who had it found, and who revealed the emails of a person holding it', async () => {
      expect(await h.records.usersHolding('cara.ng@acme.io')).toEqual([])
      await h.records.markFound('finder-b', 'cara.ng@acme.io', instant(T0))
      await h.revealEmails('revealer-a', 2)
      await h.revealEmails('finder-b', 2)
      // Both copies of a shared address count; each user once.
      await h.revealEmails('revealer-c', 3)
      await h.revealEmails('revealer-c', 4)
      expect(await h.records.usersHolding('cara.ng@acme.io')).toEqual(['finder-b', 'revealer-a'])
      expect(await h.records.usersHolding('sales@globex.io')).toEqual(['revealer-c'])
      expect(await h.records.usersHolding('nobody@acme.io')).toEqual([])
    })

    it('finds the one person of a name who holds an address at a domain', async () => {
      expect(await h.records.personAt('acme.io', '  anna   SCHMIDT ')).toBe('contract-person-0')
      expect(await h.records.personAt('globex.io', 'Anna Schmidt')).toBeNull()
      expect(await h.records.personAt('acme.io', 'Nobody Here')).toBeNull()
    })

    it('takes one bounce report per user and address, even when two race; tells what the finder found', async () => {
      const at = instant(T0)
      const raced = await Promise.all([
        h.records.markBounceReported('user-1', 'ben.ode@acme.io', at),
        h.records.markBounceReported('user-1', 'ben.ode@acme.io', at),
      ])
      expect([...raced].sort()).toEqual([false, true])
      expect(await h.records.markBounceReported('user-2', 'ben.ode@acme.io', at)).toBe(true)
      await h.records.forgetBounceReport('user-1', 'ben.ode@acme.io')
      expect(await h.records.markBounceReported('user-1', 'ben.ode@acme.io', at)).toBe(true)
      expect(await h.records.wasFound('user-9', 'x@acme.io')).toBe(false)
      await h.records.markFound('user-9', 'x@acme.io', at)
      expect(await h.records.wasFound('user-9', 'x@acme.io')).toBe(true)
    })
  })
