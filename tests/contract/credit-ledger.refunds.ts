import { expect, it } from 'vitest'
import { ChargeCredits } from '../../src/application/server/charge-credits.use-case.ts'
import type { CreditLedgerRepository } from '../../src/application/server/ports/credit-ledger.repository.port.ts'
import { decideRefund } from '../../src/application/server/report-bounce.use-case.ts'
import { revealProfile } from '../../src/domain/credits/credit-action.ts'
import { aBucket, at } from '../../src/domain/credits/credits.fixture.ts'

const emailsFound = revealProfile({ found: { emails: true, phones: true } })
let lastRun = 0
const aUser = () => `refund-${++lastRun}-${Math.random().toString(36).slice(2, 8)}`

/**
 * Part of the contract: a refund gives one paid line back to its bucket as a line of its own, once,
 * however many refunds race, and the books still balance (per bucket: charges less refunds = used).
 */
export const creditLedgerRefunds = (repo: () => CreditLedgerRepository) => {
  it('gives the email part of a reveal back once, as its own line naming the line it returns', async () => {
    const user = aUser()
    await repo().grant(user, [aBucket(`${user}-e`, 'email', 3), aBucket(`${user}-p`, 'phone', 3)])
    await new ChargeCredits(repo()).execute({
      userId: user,
      action: emailsFound,
      now: at(1_000),
      reference: 'ada',
    })
    const paid = (await repo().ledger(user)).find((l) => l.kind === 'email')
    const first = await repo().refund(user, 'ada', decideRefund(at(2_000), 'ada'))
    expect(first).toEqual({ bucketId: `${user}-e`, kind: 'email', quantity: 1, refundOf: paid?.id })
    expect(await repo().refund(user, 'ada', decideRefund(at(3_000), 'ada'))).toBeNull()
    expect((await repo().buckets(user)).map((b) => [b.id, b.used])).toEqual([
      [`${user}-e`, 0],
      [`${user}-p`, 1],
    ])
    const lines = await repo().ledger(user)
    expect(lines[0]).toEqual({
      id: expect.any(String),
      bucketId: `${user}-e`,
      kind: 'email',
      quantity: 1,
      action: 'BounceRefund',
      reference: 'ada',
      at: at(2_000),
      refundOf: paid?.id,
    })
    expect(lines).toHaveLength(3)
    // Nothing paid under another reference: nothing given back.
    expect(await repo().refund(user, 'bob', decideRefund(at(2_000), 'bob'))).toBeNull()
  })

  it('ten racing refunds of one line give it back once; the books balance', async () => {
    const user = aUser()
    await repo().grant(user, [aBucket(`${user}-l`, 'lead', 2)])
    await new ChargeCredits(repo()).execute({
      userId: user,
      action: emailsFound,
      now: at(1_000),
      reference: 'ada',
    })
    const results = await Promise.all(
      Array.from({ length: 10 }, () => repo().refund(user, 'ada', decideRefund(at(2_000), 'ada'))),
    )
    expect(results.filter((r) => r !== null)).toHaveLength(1)
    const [bucket] = await repo().buckets(user)
    const lines = await repo().ledger(user)
    const charged = lines.filter((l) => l.refundOf === undefined).reduce((t, l) => t + l.quantity, 0)
    const given = lines.filter((l) => l.refundOf !== undefined).reduce((t, l) => t + l.quantity, 0)
    expect(charged - given).toBe(bucket?.used)
    expect(bucket?.used).toBe(0)
  }, 60_000)
}
