import { expect, it } from 'vitest'
import { ChargeCredits } from '../../src/application/server/charge-credits.use-case.ts'
import type { CreditLedgerRepository } from '../../src/application/server/ports/credit-ledger.repository.port.ts'
import { ALL_PARTS, revealProfile } from '../../src/domain/credits/credit-action.ts'
import { aBucket, at } from '../../src/domain/credits/credits.fixture.ts'

let lastUser = 0
const aNewUser = (): string => `pager-${++lastUser}-${Math.random().toString(36).slice(2, 8)}`
const aReveal = revealProfile({ found: ALL_PARTS })

/**
 * Part of the contract: the credit log is read a page at a time (GET /payment/credit-log), so a long
 * ledger is never loaded whole; pages follow `ledger`'s order and every line keeps one id.
 */
export const creditLedgerPaging = (repo: () => CreditLedgerRepository) => {
  // 7 reveals paid by email + phone: 14 lines, two of them at each of 7 times, the times out of order.
  const sevenReveals = async (user: string) => {
    await repo().grant(user, [aBucket(`${user}-e`, 'email', 20), aBucket(`${user}-p`, 'phone', 20)])
    const charge = new ChargeCredits(repo())
    for (const [i, time] of [5, 1, 7, 3, 2, 6, 4].entries())
      await charge.execute({ userId: user, action: aReveal, now: at(time * 1_000), reference: `p-${i}` })
  }

  it('every line has an id of its own, across users, and keeps it', async () => {
    const [me, other] = [aNewUser(), aNewUser()]
    await sevenReveals(me)
    await sevenReveals(other)
    const [mine, theirs] = [await repo().ledger(me), await repo().ledger(other)]
    const ids = [...mine, ...theirs].map((l) => l.id)
    expect(ids.every((id) => typeof id === 'string' && id !== '')).toBe(true)
    expect(new Set(ids).size).toBe(28)
    expect((await repo().ledger(me)).map((l) => l.id)).toEqual(mine.map((l) => l.id))
  })

  it("pages through the user's lines exactly once, in the ledger's order, with the total", async () => {
    const [user, other] = [aNewUser(), aNewUser()]
    await sevenReveals(user)
    await sevenReveals(other)
    const all = await repo().ledger(user)
    expect(all.map((l) => l.at)).toEqual([...all.map((l) => l.at)].sort((a, b) => b - a))
    for (const size of [1, 3, 5, 14, 20]) {
      const pages = []
      for (let offset = 0; offset < 14; offset += size)
        pages.push(await repo().ledgerPage(user, offset, size))
      expect(pages.every((p) => p.total === 14)).toBe(true)
      expect(pages.every((p) => p.lines.length <= size)).toBe(true)
      expect(pages.flatMap((p) => p.lines)).toEqual(all)
    }
  })

  it('a page past the end, a zero limit or an unknown user lists no line', async () => {
    const user = aNewUser()
    await sevenReveals(user)
    expect(await repo().ledgerPage(user, 14, 5)).toEqual({ total: 14, lines: [] })
    expect(await repo().ledgerPage(user, 100, 5)).toEqual({ total: 14, lines: [] })
    expect(await repo().ledgerPage(user, 0, 0)).toEqual({ total: 14, lines: [] })
    expect(await repo().ledgerPage(aNewUser(), 0, 20)).toEqual({ total: 0, lines: [] })
  })
}
