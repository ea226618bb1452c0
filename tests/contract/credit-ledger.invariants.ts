import fc from 'fast-check'
import { expect, it } from 'vitest'
import { ChargeCredits } from '../../src/application/server/charge-credits.use-case.ts'
import type { CreditLedgerRepository } from '../../src/application/server/ports/credit-ledger.repository.port.ts'
import type { Bucket } from '../../src/domain/credits/bucket.ts'
import { ALL_PARTS, revealProfile } from '../../src/domain/credits/credit-action.ts'
import { CREDIT_KINDS } from '../../src/domain/credits/credit-kind.ts'
import { anAction, aTime } from '../../src/domain/credits/credits.arbitraries.ts'
import { aBucket, at, bucketFromRow } from '../../src/domain/credits/credits.fixture.ts'
import { spend } from '../../src/domain/credits/spend.ts'

// Few credits per grant and few times, so that buckets run out, expire and tie often.
const aGrant = fc.record({
  _tag: fc.constant('Grant' as const),
  kind: fc.constantFrom(...CREDIT_KINDS),
  left: fc.nat(3),
  startsAt: aTime,
  lasts: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null, freq: 3 }),
})
const aCharge = fc.record({ _tag: fc.constant('Charge' as const), action: anAction, now: aTime })
const someSteps = fc.array(fc.oneof(aGrant, aCharge), { maxLength: 12 })

const byId = (a: Bucket, b: Bucket) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

const aReveal = revealProfile({ found: ALL_PARTS })
let lastRun = 0

/**
 * Part of the contract: the balance never goes below zero however many charges race, and the repository
 * keeps the books exactly as the domain's `spend` says.
 */
export const creditLedgerInvariants = (repo: () => CreditLedgerRepository) => {
  it('balance never goes below zero: 200 concurrent reveals on 50 lead credits spend exactly 50', async () => {
    const user = `crowd-${Math.random().toString(36).slice(2, 10)}`
    const chargeCredits = new ChargeCredits(repo())
    await repo().grant(user, [aBucket(`${user}-lead`, 'lead', 50, { expiresAt: 9_000 })])
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        chargeCredits.execute({ userId: user, action: aReveal, now: at(1_000), reference: `person-${i}` }),
      ),
    )
    const count = (tag: string) => results.filter((r) => r._tag === tag).length
    expect({ spent: count('Spent'), exceeded: count('CreditsExceeded') }).toEqual({
      spent: 50,
      exceeded: 150,
    })
    expect((await repo().buckets(user)).map((b) => b.granted - b.used)).toEqual([0])
    const lines = await repo().ledger(user)
    expect(lines).toHaveLength(50)
    expect(new Set(lines.map((l) => l.reference)).size).toBe(50)
  }, 60_000)

  it('for any grants and charges: per bucket, ledger quantities add up to used, and used <= granted', async () => {
    await fc.assert(
      fc.asyncProperty(someSteps, async (steps) => {
        const user = `prop-${++lastRun}-${Math.random().toString(36).slice(2, 8)}`
        const chargeCredits = new ChargeCredits(repo())
        // The model: the same steps applied to plain buckets by the domain alone.
        let model: readonly Bucket[] = []
        for (const [i, step] of steps.entries()) {
          if (step._tag === 'Grant') {
            const bucket = bucketFromRow({ ...step, id: `${user}-${String(i).padStart(2, '0')}`, used: 0 })
            await repo().grant(user, [bucket])
            model = [...model, bucket]
          } else {
            const result = await chargeCredits.execute({ userId: user, action: step.action, now: step.now })
            const expected = spend(model, step.action, step.now)
            expect(result._tag).toBe(expected._tag)
            if (expected._tag === 'Spent') {
              expect(result).toMatchObject({ charges: expected.charges, reveals: expected.reveals })
              model = expected.buckets
            }
          }
        }
        const [buckets, lines] = [await repo().buckets(user), await repo().ledger(user)]
        for (const b of buckets) {
          const logged = lines.filter((l) => l.bucketId === b.id).reduce((t, l) => t + l.quantity, 0)
          expect(logged).toBe(b.used)
          expect(b.used).toBeLessThanOrEqual(b.granted)
        }
        expect(buckets).toEqual([...model].sort(byId))
      }),
      { numRuns: 40 },
    )
  }, 120_000)
}
